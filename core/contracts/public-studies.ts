import { z } from "zod";
import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam } from "./ids";
import { PageNumber, pageOf } from "./paging";

/** An active study as anyone may find it: lay texts in the reader's language, nothing about volunteers. */
export const PublicStudySummary = z.object({
  studyNum: z.string(),
  title: z.string(),
  purpose: z.string(),
  conditions: z.array(z.string()),
  locations: z.array(z.string()),
  healthyVolunteers: z.boolean(),
  offersCompensation: z.boolean(),
});
export type PublicStudySummary = z.infer<typeof PublicStudySummary>;

export const PublicStudy = PublicStudySummary.extend({
  language: z.string(),
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
