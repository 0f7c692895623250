import { z } from "zod";
import { STUDY_NUMBER_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint } from "./endpoint";
import { EpochMillis, StudyIdParams } from "./ids";
import { JsonPatch } from "./json-patch";
import { PageNumber, pageOf } from "./paging";
import { StudyContentVersionHeaders } from "./study-setup";

export const STUDY_SORTS = ["NEW_PARTICIPANTS", "NEW_MESSAGES", "POSTING_STATUS", "TITLE"] as const;
export type StudySort = (typeof STUDY_SORTS)[number];

/** Labels of the sort options (spec 000 §2.3). */
export const STUDY_SORT_LABELS: Record<StudySort, string> = {
  NEW_PARTICIPANTS: "# New Participants",
  NEW_MESSAGES: "# New Messages",
  POSTING_STATUS: "Active/Inactive",
  TITLE: "Title",
};

const BooleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /backend/secure/staff/studies/ */
export const StudyListQuery = z
  .object({
    /** true: archived studies only; false: current studies only. */
    "is-archived": BooleanFlag.default(false),
    "sort-by": z.enum(STUDY_SORTS).default("NEW_PARTICIPANTS"),
    page: PageNumber,
    /** Look up one study by number (case-insensitive) among the user's studies. */
    "study-number": z.string().trim().min(1).max(64).optional(),
  })
  .refine((query) => !(query["is-archived"] && query["sort-by"] === "POSTING_STATUS"), {
    message: "POSTING_STATUS is not offered on the archived list",
    path: ["sort-by"],
  });
export type StudyListQuery = z.infer<typeof StudyListQuery>;

/** A study as the lists and the dashboard show it (spec 000 §3). Dates are epoch milliseconds. */
export const StudySummary = z.object({
  id: z.number().int(),
  studyNum: z.string(),
  title: z.string(),
  piFirstName: z.string().nullable(),
  piMiddleName: z.string().nullable(),
  piLastName: z.string().nullable(),
  newInterestedParticipants: z.number().int(),
  unreadMessageCount: z.number().int(),
  matchedParticipants: z.number().int(),
  postingActivationDate: z.number().nullable(),
  postingDeactivationDate: z.number().nullable(),
  archivedDate: z.number().nullable(),
  publishable: z.boolean(),
  matchingFinished: z.boolean(),
  /** Participants enrolled through Recruit, -1 when unknown, null when never asked. */
  enrollmentNumber: z.number().int().nullable(),
});
export type StudySummary = z.infer<typeof StudySummary>;

export const StudyPage = pageOf(StudySummary);
export type StudyPage = z.infer<typeof StudyPage>;

/** GET /backend/secure/staff/studies/{id}: the dashboard's study. */
export const StudyDetail = StudySummary.extend({
  /** Public address where volunteers read about the study. */
  studyLink: z.string(),
  /** Required Study Information fields that are blank; lifecycle changes are refused while any is. */
  missingRequiredFields: z.array(z.string()),
  /** New interested participants waiting past the response target without a message (beyond the spec). */
  waitingParticipants: z.number().int(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactWebsite: z.string().nullable(),
});
export type StudyDetail = z.infer<typeof StudyDetail>;

/** GET /backend/secure/staff/study-synopses/{studyNum}: enough to find a study by its number. */
export const StudySynopsis = z.object({
  id: z.number().int(),
  studyNum: z.string(),
  title: z.string(),
  archived: z.boolean(),
});
export type StudySynopsis = z.infer<typeof StudySynopsis>;

export const StudyNumParams = z.object({ studyNum: z.string().trim().min(1).max(STUDY_NUMBER_MAX_LENGTH) });

/** One json-patch operation on the posting dates (ms values). */
export const PostingDatePatchOperation = z.object({
  op: z.literal("replace"),
  path: z.enum(["/postingActivationDate", "/postingDeactivationDate"]),
  value: EpochMillis.positive(),
});

/** PATCH /backend/secure/staff/studies/{id} for the lifecycle (application/json-patch+json). */
export const PostingDatePatch = z
  .array(PostingDatePatchOperation)
  .min(1)
  .max(2)
  .refine((ops) => new Set(ops.map((op) => op.path)).size === ops.length, {
    message: "A path appears twice",
  });
export type PostingDatePatch = z.infer<typeof PostingDatePatch>;

/** PATCH .../study-property-values (application/merge-patch+json): lifecycle property values. */
export const LifecyclePropertyValue = z.discriminatedUnion("name", [
  z.object({ name: z.literal("enrollmentNumber"), savedValue: z.number().int().min(-1).max(1_000_000) }),
  z.object({ name: z.literal("archivedDate"), savedValue: EpochMillis.positive().nullable() }),
]);
export const StudyPropertyValuesPatch = z.array(LifecyclePropertyValue).min(1).max(2);
export type StudyPropertyValuesPatch = z.infer<typeof StudyPropertyValuesPatch>;

/** The study lists, the dashboard's study and its lifecycle (spec 000 §7). */
export const studyEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/",
    summary: "A page of the signed-in member's current or archived studies, or one by its number",
    audience: audience.staff,
    query: StudyListQuery,
    response: StudyPage,
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId",
    summary: "The study as the dashboard shows it",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: StudyDetail,
  }),
  patch: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId",
    summary:
      "json-patch: the posting dates (lifecycle) or, in the request's language, the content (information, criteria); If-Match with the version a content read answered",
    otherErrors: {
      412: "The information or criteria changed since the version in If-Match (STUDY_CHANGED): read them again",
    },
    audience: audience.studyMember(),
    params: StudyIdParams,
    headers: StudyContentVersionHeaders,
    body: JsonPatch,
    bodyType: "json-patch",
  }),
  patchPropertyValues: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/study-property-values",
    summary: "merge-patch of the lifecycle property values: enrollmentNumber and archivedDate",
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: StudyPropertyValuesPatch,
    bodyType: "merge-patch",
  }),
  synopses: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-synopses/",
    summary: "Number, title and archived flag of each of the signed-in member's studies",
    audience: audience.staff,
    response: z.array(StudySynopsis),
  }),
  synopsis: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-synopses/:studyNum",
    summary: "One of the signed-in member's studies by its number (404 for any other)",
    audience: audience.staff,
    params: StudyNumParams,
    response: StudySynopsis,
  }),
};
