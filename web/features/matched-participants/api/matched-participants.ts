import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type MatchedParticipantSummary,
  patchForMove,
} from "../../../../core/contracts/matched-participants";
import { matchedParticipantRoutes } from "../../../../core/contracts/routes/matched-participants";
import type { MatchedStatus, MovableStatus, MoveTarget } from "../../../../core/rules/matched-lists";
import { api } from "../../../lib/api";
import { ApiError, noneOn404 } from "../../../lib/api-client";

export const matchedKeys = {
  study: (studyId: number) => ["matched", studyId] as const,
  list: (studyId: number, status: MatchedStatus, page: number) =>
    ["matched", studyId, "list", status, page] as const,
  statistics: (studyId: number) => ["matched", studyId, "statistics"] as const,
  participant: (studyId: number, userId: number) => ["matched", studyId, "participant", userId] as const,
  neighbour: (studyId: number, userId: number, direction: Direction) =>
    ["matched", studyId, "neighbour", userId, direction] as const,
};

export type Direction = "next" | "previous";

export function useMatchedList(studyId: number | undefined, status: MatchedStatus, page: number) {
  return useQuery({
    queryKey: matchedKeys.list(studyId ?? 0, status, page),
    queryFn: () =>
      api.call(matchedParticipantRoutes.list, {
        params: { studyId: studyId ?? 0 },
        query: { status, page },
      }),
    enabled: studyId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMatchStatistics(studyId: number | undefined) {
  return useQuery({
    queryKey: matchedKeys.statistics(studyId ?? 0),
    queryFn: () => api.call(matchedParticipantRoutes.statistics, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
  });
}

/** One participant; 404 (no longer in any list) is answered as null. */
export function useMatchedParticipant(studyId: number | undefined, userId: number) {
  return useQuery({
    queryKey: matchedKeys.participant(studyId ?? 0, userId),
    queryFn: () =>
      api
        .call(
          matchedParticipantRoutes.read,
          { params: { studyId: studyId ?? 0, userId } },
          { tolerate: [404] },
        )
        .catch(noneOn404),
    enabled: studyId !== undefined,
  });
}

/** The participant after or before a position in a list; null when the server says none is left (404). */
export function fetchNeighbour(
  studyId: number,
  from: Pick<MatchedParticipantSummary, "userId" | "timestamp">,
  status: MatchedStatus,
  direction: Direction,
): Promise<MatchedParticipantSummary | null> {
  return api
    .call(
      matchedParticipantRoutes.neighbour,
      {
        params: { studyId, userId: from.userId, direction },
        query: { status, timestamp: from.timestamp },
      },
      { tolerate: [404] },
    )
    .catch(noneOn404);
}

export const neighbourQueryOptions = (
  studyId: number,
  from: Pick<MatchedParticipantSummary, "userId" | "timestamp">,
  status: MatchedStatus,
  direction: Direction,
) =>
  queryOptions({
    queryKey: matchedKeys.neighbour(studyId, from.userId, direction),
    queryFn: () => fetchNeighbour(studyId, from, status, direction),
  });

export type MoveOutcome = "moved" | "conflict";

/**
 * One conditional move (spec 000 §4.3). 409 means someone else acted first; 400 answers the same when
 * the study stopped being active meanwhile, as nothing moved either way.
 */
export async function moveParticipant(
  studyId: number,
  userId: number,
  move: { from: MovableStatus; to: MoveTarget; message?: string },
): Promise<MoveOutcome> {
  try {
    await api.call(
      matchedParticipantRoutes.move,
      { params: { studyId, userId }, body: patchForMove(move.from, move.to, move.message) },
      { tolerate: [400, 404, 409] },
    );
    return "moved";
  } catch (error) {
    if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return "conflict";
    throw error;
  }
}

/** Bulk: one patch per participant, in parallel; answers how many moved. */
export async function moveParticipants(
  studyId: number,
  userIds: readonly number[],
  move: { from: MovableStatus; to: MoveTarget; message?: string },
): Promise<number> {
  const outcomes = await Promise.allSettled(userIds.map((userId) => moveParticipant(studyId, userId, move)));
  return outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value === "moved").length;
}

/** Select-all: one patch for everyone in the list; answers successCount. */
export async function moveAllParticipants(
  studyId: number,
  move: { from: MovableStatus; to: MoveTarget; message?: string },
): Promise<number> {
  const result = await api.call(
    matchedParticipantRoutes.moveAll,
    { params: { studyId }, body: patchForMove(move.from, move.to, move.message) },
    { tolerate: [400] },
  );
  return result.successCount;
}
