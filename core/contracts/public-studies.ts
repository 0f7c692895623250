import { z } from "zod";
import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam } from "./ids";
import { PageNumber, pageOf } from "./paging";

/**
 * The language one of a study's own texts is in (EN, ES): the reader's where the study has that text in it,
 * otherwise the study's own, as each text falls back alone. A page marks the text with it, so that a screen
 * reader reads it in that language (WCAG 3.1.2).
 */
export const TextLanguage = z.string();

/** The languages of a study's title and purpose as answered (TextLanguage). */
export const SummaryTextLanguages = z.object({ title: TextLanguage, purpose: TextLanguage });

/** An active study as anyone may find it: lay texts in the reader's language, nothing about volunteers. */
export const PublicStudySummary = z.object({
  studyNum: z.string(),
  title: z.string(),
  purpose: z.string(),
  conditions: z.array(z.string()),
  locations: z.array(z.string()),
  healthyVolunteers: z.boolean(),
  offersCompensation: z.boolean(),
  textLanguages: SummaryTextLanguages,
});
export type PublicStudySummary = z.infer<typeof PublicStudySummary>;

export const PublicStudy = PublicStudySummary.extend({
  /** The page's language (its Content-Language): its title's. */
  language: z.string(),
  textLanguages: SummaryTextLanguages.extend({
    studyDescription: TextLanguage,
    aboutStudy: TextLanguage,
    compensation: TextLanguage,
  }),
  studyDescription: z.string(),
  aboutStudy: z.string(),
  compensation: z.string(),
  piName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactWebsite: z.string(),
});
export type PublicStudy = z.infer<typeof PublicStudy>;

export const PUBLIC_STUDY_PAGE_SIZE = 10;

export const PublicStudySearch = z.object({
  q: z.string().trim().max(PUBLIC_SEARCH_KEYWORD_MAX_LENGTH).optional(),
  condition: EntityIdParam.optional(),
  location: EntityIdParam.optional(),
  healthy: z.enum(["true", "false"]).optional(),
  page: PageNumber,
});

/** What anyone may read of studies: the active ones only (issue 15). */
export const publicStudyEndpoints = {
  search: defineEndpoint({
    method: "GET",
    path: "/public/participate/studies",
    summary:
      "Active studies by keyword, condition, location and whether healthy volunteers are welcome, 10 a page, in the request's language",
    audience: audience.public,
    query: PublicStudySearch,
    response: pageOf(PublicStudySummary),
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/public/participate/studies/:studyNum",
    summary:
      "An active study's public page in the request's language (falling back to the study's); 404 otherwise",
    audience: audience.public,
    params: z.object({ studyNum: z.string().trim().min(1).max(32) }),
    response: PublicStudy,
  }),
};
