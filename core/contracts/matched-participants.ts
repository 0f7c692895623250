import { z } from "zod";
import { ASK_NOTE_MAX_LENGTH } from "../rules/limits";
import { MATCHED_STATUSES, MOVABLE_STATUSES, MOVE_TARGETS } from "../rules/matched-lists";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam, EpochMillisParam, StudyIdParams } from "./ids";
import { PageNumber, pageOf } from "./paging";
import { ParticipantBasics } from "./participant-summary";

/** The ask note's rule (spec 000 §5), for the ask modal, the default-note modal and the server. */
export const ASK_NOTE_MESSAGE = `This field is required and must have at most ${ASK_NOTE_MAX_LENGTH} characters.`;
export const AskNote = z
  .string()
  .refine((text) => text.trim().length > 0 && text.length <= ASK_NOTE_MAX_LENGTH, ASK_NOTE_MESSAGE)
  // The refinement above enforces it with the spec's one message; the API reference states it.
  .meta({ maxLength: ASK_NOTE_MAX_LENGTH });

export const MatchedStatus = z.enum(MATCHED_STATUSES);

export const MatchedParticipantParams = StudyIdParams.extend({ userId: EntityIdParam });
export const MatchedNeighbourParams = MatchedParticipantParams.extend({
  direction: z.enum(["next", "previous"]),
});

/** GET .../studies/{studyId}/matched-participants: one list, newest match first. */
export const MatchedListQuery = z.object({
  status: MatchedStatus,
  page: PageNumber,
});
export type MatchedListQuery = z.infer<typeof MatchedListQuery>;

/** GET .../matched-participants/{userId}/{direction}: the neighbour of a row in its list's order. */
export const MatchedNeighbourQuery = z.object({
  status: MatchedStatus,
  /** The row's timestamp (ms); the row itself may have left the list meanwhile. */
  timestamp: EpochMillisParam,
});
export type MatchedNeighbourQuery = z.infer<typeof MatchedNeighbourQuery>;

/** A matched participant as the lists show it (spec 000 §3 "recommendedParticipant"). */
export const MatchedParticipantSummary = ParticipantBasics.extend({
  status: MatchedStatus,
  /** When the row got its status (ms): matched, asked or dismissed. */
  timestamp: z.number(),
  /** The volunteer answered the team's ask with "No thanks" (the volunteers' side). */
  declined: z.boolean(),
});
export type MatchedParticipantSummary = z.infer<typeof MatchedParticipantSummary>;

export const MatchedParticipantPage = pageOf(MatchedParticipantSummary);
export type MatchedParticipantPage = z.infer<typeof MatchedParticipantPage>;

/** 'Why matched': the criteria of the deciding group the volunteer meets, fails or leaves unknown. */
export const WhyMatched = z.object({
  groupName: z.string().nullable(),
  met: z.array(z.string()),
  unknown: z.array(z.string()),
  failed: z.array(z.string()),
});
export type WhyMatched = z.infer<typeof WhyMatched>;

/** GET .../matched-participants/{userId}: one row and why it matched. */
export const MatchedParticipantDetail = MatchedParticipantSummary.extend({
  whyMatched: WhyMatched.nullable(),
});
export type MatchedParticipantDetail = z.infer<typeof MatchedParticipantDetail>;

/**
 * PATCH .../matched-participants/{userId} (json-patch, spec 000 §4.3): test the list the participant is
 * in, replace the status, and with an ask optionally add the note sent to the volunteer.
 */
export const MatchedParticipantPatch = z.union([
  z.tuple([
    z.object({ op: z.literal("test"), path: z.literal("/status"), value: z.enum(MOVABLE_STATUSES) }),
    z.object({ op: z.literal("replace"), path: z.literal("/status"), value: z.enum(MOVE_TARGETS) }),
  ]),
  z.tuple([
    z.object({ op: z.literal("test"), path: z.literal("/status"), value: z.enum(MOVABLE_STATUSES) }),
    z.object({
      op: z.literal("replace"),
      path: z.literal("/status"),
      value: z.literal("ASKED_IF_INTERESTED"),
    }),
    z.object({ op: z.literal("add"), path: z.literal("/message"), value: AskNote }),
  ]),
]);
export type MatchedParticipantPatch = z.infer<typeof MatchedParticipantPatch>;

/** PATCH .../matched-participants/ (select-all): the same patch applied to everyone in the tested list. */
export const BulkMoveResult = z.object({ successCount: z.number().int() });
export type BulkMoveResult = z.infer<typeof BulkMoveResult>;

/** GET .../match-statistics: how many participants each list holds. */
export const MatchStatistics = z.object({
  exact: z.number().int(),
  partial: z.number().int(),
  asked: z.number().int(),
  dismissed: z.number().int(),
  matchingFinished: z.boolean(),
});
export type MatchStatistics = z.infer<typeof MatchStatistics>;

/** The move a patch describes, read back from its operations. */
export function moveOfPatch(patch: MatchedParticipantPatch): {
  from: (typeof MOVABLE_STATUSES)[number];
  to: (typeof MOVE_TARGETS)[number];
  message: string | null;
} {
  const [test, replace, add] = patch;
  return { from: test.value, to: replace.value, message: add?.value ?? null };
}

/** The patch for a move (the web's single and bulk actions build it here). */
export function patchForMove(
  from: (typeof MOVABLE_STATUSES)[number],
  to: (typeof MOVE_TARGETS)[number],
  message?: string,
): MatchedParticipantPatch {
  const test = { op: "test", path: "/status", value: from } as const;
  if (to === "ASKED_IF_INTERESTED" && message !== undefined) {
    return [
      test,
      { op: "replace", path: "/status", value: to },
      { op: "add", path: "/message", value: message },
    ];
  }
  return [test, { op: "replace", path: "/status", value: to }];
}

/** The matched participants lists, a participant's neighbours, and ask/dismiss (spec 000 §2.5, §4.3, §7). */
export const matchedParticipantEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/matched-participants",
    summary: "A page of one matched list (exact, partial, asked or dismissed), newest first",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: MatchedListQuery,
    response: MatchedParticipantPage,
  }),
  statistics: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/match-statistics",
    summary: "How many participants each matched list holds, and whether matching has finished",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: MatchStatistics,
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId",
    summary: "One matched participant and why they matched; 404 when in no list",
    audience: audience.studyMember(),
    params: MatchedParticipantParams,
    response: MatchedParticipantDetail,
  }),
  neighbour: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId/:direction",
    summary: "The participant after or before a position in a list; 404 when none is left",
    audience: audience.studyMember(),
    params: MatchedNeighbourParams,
    query: MatchedNeighbourQuery,
    response: MatchedParticipantSummary,
  }),
  move: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId",
    summary: "json-patch: ask or dismiss one participant if still in the tested list (409 otherwise)",
    otherErrors: { 409: "Someone else on the team acted on the participant first (STATUS_CHANGED)" },
    audience: audience.studyMember(),
    params: MatchedParticipantParams,
    body: MatchedParticipantPatch,
    bodyType: "json-patch",
  }),
  moveAll: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/",
    summary: "json-patch: ask or dismiss everyone in the tested list; answers how many moved",
    otherErrors: { 409: "Someone else on the team acted on a participant first (STATUS_CHANGED)" },
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: MatchedParticipantPatch,
    bodyType: "json-patch",
    response: BulkMoveResult,
  }),
};
