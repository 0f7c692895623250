import { z } from "zod";
import {
  INTERESTED_STATUSES,
  NAME_SEARCH_MAX_LENGTH,
  NAME_SEARCH_MIN_LENGTH,
} from "../rules/interested-lists";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, EpochMillisParam, StudyIdParams } from "./ids";
import { PageNumber, pageOf } from "./paging";
import { ParticipantBasics } from "./participant-summary";

export const InterestedStatus = z.enum(INTERESTED_STATUSES);
export type InterestedStatus = z.infer<typeof InterestedStatus>;

/** A label as a participant carries it (spec 000 §3 "Label"). */
export const LabelSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'label-color-1' to 'label-color-10'. */
  style: z.string(),
});
export type LabelSummary = z.infer<typeof LabelSummary>;

/** The filter shared by a list and its Previous/Next: a status (none for All) and/or a label. */
const ListFilter = z.object({
  status: InterestedStatus.optional(),
  "label-id": EntityIdParam.optional(),
});

/**
 * GET .../interested-participants: one list, newest interest first. Paging on from a page, the web app
 * names the row it leaves by (`after` its last row, `before` its first), so that a deep page is read from
 * that row rather than counted from the top; `page` still numbers it, and decides alone when the row has
 * left the study.
 */
export const InterestedListQuery = ListFilter.extend({
  page: PageNumber,
  after: EntityIdParam.optional(),
  before: EntityIdParam.optional(),
}).refine((query) => query.after === undefined || query.before === undefined, {
  message: "A page starts after one row or before another, not both",
  path: ["before"],
});
export type InterestedListQuery = z.infer<typeof InterestedListQuery>;

export const InterestedParticipantParams = StudyIdParams.extend({ studyVolunteerId: EntityIdParam });
export const InterestedNeighbourParams = InterestedParticipantParams.extend({
  direction: z.enum(["next", "previous"]),
});

/** GET .../interested-participants/{id}/{direction}: the neighbour of a row in its list's order. */
export const InterestedNeighbourQuery = ListFilter.extend({
  /** The row's date of interest (ms), used when the row itself has left the study. */
  "interest-date": EpochMillisParam,
});
export type InterestedNeighbourQuery = z.infer<typeof InterestedNeighbourQuery>;

/** An interested participant as the lists show it (spec 000 §3 "Interested participant"). */
export const InterestedParticipantSummary = ParticipantBasics.extend({
  /** The study volunteer id, as studyVolunteerId. */
  id: z.number().int(),
  studyVolunteerId: z.number().int(),
  status: InterestedStatus,
  /** When the volunteer showed interest (ms). */
  showInterestDate: z.number(),
  /** Messages from the volunteer the team has not read. */
  unreadMessageCount: z.number().int(),
  /** The participant's labels, keyed by label id. */
  labels: z.record(z.string(), LabelSummary),
  /**
   * Days a New participant has waited without a message from the team, once past the response target
   * (INTERESTED_RESPONSE_TARGET_DAYS, 7 by default); null otherwise. Beyond the spec.
   */
  waitingDays: z.number().int().nullable(),
  /** The `src` tag of the study link the volunteer came by (issue 29); null without one. */
  sourceTag: z.string().nullable(),
});
export type InterestedParticipantSummary = z.infer<typeof InterestedParticipantSummary>;

export const InterestedParticipantPage = pageOf(InterestedParticipantSummary);
export type InterestedParticipantPage = z.infer<typeof InterestedParticipantPage>;

/** GET .../interested-statistics: how many participants each list and each label holds. */
export const InterestedStatistics = z.object({
  new: z.number().int(),
  eligible: z.number().int(),
  ineligible: z.number().int(),
  pending: z.number().int(),
  all: z.number().int(),
  labels: z.array(LabelSummary.extend({ count: z.number().int() })),
});
export type InterestedStatistics = z.infer<typeof InterestedStatistics>;

const LABEL_ID_PATH = /^\/labels\/([1-9][0-9]{0,9})\/id$/;

/**
 * PATCH .../interested-participants/{id} (json-patch, spec 000 §4.4): move a participant to another list
 * if it is still where the client saw it: the test is its status (a status list or All) or its label
 * (a label list).
 */
export const InterestedMovePatch = z
  .tuple([
    z.union([
      z.object({ op: z.literal("test"), path: z.literal("/status"), value: InterestedStatus }),
      z.object({ op: z.literal("test"), path: z.string().max(20).regex(LABEL_ID_PATH), value: EntityId }),
    ]),
    z.object({ op: z.literal("replace"), path: z.literal("/status"), value: InterestedStatus }),
  ])
  .refine(([test]) => test.path === "/status" || test.path === `/labels/${test.value}/id`, {
    message: "The label tested must be the one in the path",
    path: [0, "value"],
  })
  .refine(([test, replace]) => test.path !== "/status" || test.value !== replace.value, {
    message: "A participant is moved to a list other than its own",
    path: [1, "value"],
  });
export type InterestedMovePatch = z.infer<typeof InterestedMovePatch>;

const LABEL_PATH = /^\/labels\/([1-9][0-9]{0,9})$/;

/**
 * PATCH .../interested-participants/{id} for labels (spec 000 §4.4, §7): add or remove labels on the
 * participant's label path; an added label's value names the same label.
 */
export const InterestedLabelPatch = z
  .array(
    z.union([
      z.object({
        op: z.literal("add"),
        path: z.string().max(20).regex(LABEL_PATH),
        value: z.object({ id: EntityId }),
      }),
      z.object({ op: z.literal("remove"), path: z.string().max(20).regex(LABEL_PATH) }),
    ]),
  )
  .min(1)
  .max(50)
  .refine((ops) => ops.every((op) => op.op === "remove" || op.path === `/labels/${op.value.id}`), {
    message: "An added label must be the one in the path",
  })
  .refine((ops) => new Set(ops.map((op) => op.path)).size === ops.length, {
    message: "A label appears twice",
  });
export type InterestedLabelPatch = z.infer<typeof InterestedLabelPatch>;

/** Either patch of an interested participant: a move, or label changes. */
export const InterestedParticipantPatch = z.union([InterestedMovePatch, InterestedLabelPatch]);
export type InterestedParticipantPatch = z.infer<typeof InterestedParticipantPatch>;

/** Whether the patch is a move (it starts with its test) rather than label changes. */
export function isMovePatch(patch: InterestedParticipantPatch): patch is InterestedMovePatch {
  return patch[0]?.op === "test";
}

/** The labels a label patch adds and removes. */
export function labelChangesOf(patch: InterestedLabelPatch): { add: number[]; remove: number[] } {
  const id = (path: string) => Number(path.split("/")[2]);
  return {
    add: patch.filter((op) => op.op === "add").map((op) => id(op.path)),
    remove: patch.filter((op) => op.op === "remove").map((op) => id(op.path)),
  };
}

/** The patch that adds and removes labels. */
export function patchForLabels(changes: {
  add: readonly number[];
  remove: readonly number[];
}): InterestedLabelPatch {
  return [
    ...changes.add.map((id) => ({ op: "add" as const, path: `/labels/${id}`, value: { id } })),
    ...changes.remove.map((id) => ({ op: "remove" as const, path: `/labels/${id}` })),
  ];
}

/** Where a move comes from, read back from its test. */
export type MoveSource = { status: InterestedStatus } | { labelId: number };

export function moveOfInterestedPatch(patch: InterestedMovePatch): {
  from: MoveSource;
  to: InterestedStatus;
} {
  const [test, replace] = patch;
  const from: MoveSource =
    test.path === "/status" ? { status: test.value as InterestedStatus } : { labelId: Number(test.value) };
  return { from, to: replace.value };
}

/** The patch for a move (the web's single and bulk moves build it here). */
export function patchForInterestedMove(from: MoveSource, to: InterestedStatus): InterestedMovePatch {
  const test =
    "status" in from
      ? ({ op: "test", path: "/status", value: from.status } as const)
      : ({ op: "test", path: `/labels/${from.labelId}/id`, value: from.labelId } as const);
  return [test, { op: "replace", path: "/status", value: to }];
}

/** GET .../interested-names?searchValue=: names containing the text, from three characters. */
export const NameSearchQuery = z.object({
  searchValue: z.string().trim().min(NAME_SEARCH_MIN_LENGTH).max(NAME_SEARCH_MAX_LENGTH),
});

/** A name search result (spec 000 §3). */
export const NameSearchResult = z.object({
  studyVolunteerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type NameSearchResult = z.infer<typeof NameSearchResult>;

/** The interested participants lists, statistics and neighbours (spec 000 §2.7, §2.8, §7). */
export const interestedParticipantEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participants",
    summary:
      "A page of one interested list (a status, All, or a label), newest interest first; empty while the study is not publishable",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: InterestedListQuery,
    response: InterestedParticipantPage,
  }),
  statistics: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-statistics",
    summary: "How many participants each status list and each label holds (none while not publishable)",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: InterestedStatistics,
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId",
    summary: "One interested participant of the study; 404 when there is none",
    audience: audience.studyMember(),
    params: InterestedParticipantParams,
    response: InterestedParticipantSummary,
  }),
  neighbour: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId/:direction",
    summary: "The participant after or before a position in a list; 404 when none is left",
    audience: audience.studyMember(),
    params: InterestedNeighbourParams,
    query: InterestedNeighbourQuery,
    response: InterestedParticipantSummary,
  }),
  move: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId",
    summary:
      "json-patch: move one participant to another list if its status (or label) is still the tested one (409 otherwise), or add and remove labels",
    otherErrors: { 409: "Someone else on the team moved the participant first (STATUS_CHANGED)" },
    audience: audience.studyMember(),
    params: InterestedParticipantParams,
    body: InterestedParticipantPatch,
    bodyType: "json-patch",
  }),
  searchNames: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-names",
    summary: "Interested participants whose name contains the text (three characters or more), by name",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: NameSearchQuery,
    response: z.array(NameSearchResult),
  }),
  export: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participant-profiles/export",
    summary:
      "Every interested participant as CSV (UTF-8 with BOM): profile, contact details, status, labels, date of interest, screening answers",
    audience: audience.studyMember(),
    params: StudyIdParams,
    produces: "text/csv; charset=utf-8",
  }),
};
