import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type InterestedParticipantSummary,
  type MoveSource,
  patchForInterestedMove,
} from "../../../../core/contracts/interested-participants";
import { interestedParticipantRoutes } from "../../../../core/contracts/routes/interested-participants";
import { type InterestedStatus, NAME_SEARCH_MIN_LENGTH } from "../../../../core/rules/interested-lists";
import { api } from "../../../lib/api";
import { ApiError, noneOn404 } from "../../../lib/api-client";
import type { PageCursor } from "../../../lib/page-param";

/** Which participants a list shows: a status (none for All) or a label. */
export interface InterestedFilter {
  status?: InterestedStatus;
  labelId?: number;
}

export const interestedKeys = {
  study: (studyId: number) => ["interested", studyId] as const,
  list: (studyId: number, filter: InterestedFilter, page: number, cursor: PageCursor) =>
    ["interested", studyId, "list", filter.status ?? "all", filter.labelId ?? 0, page, cursor] as const,
  statistics: (studyId: number) => ["interested", studyId, "statistics"] as const,
  participant: (studyId: number, id: number) => ["interested", studyId, "participant", id] as const,
  neighbour: (studyId: number, id: number, filter: InterestedFilter, direction: Direction) =>
    ["interested", studyId, "neighbour", id, filter.status ?? "all", filter.labelId ?? 0, direction] as const,
};

export type Direction = "next" | "previous";

/** One participant; null when the study has no such participant (404). */
export function useInterestedParticipant(studyId: number | undefined, id: number) {
  return useQuery({
    queryKey: interestedKeys.participant(studyId ?? 0, id),
    queryFn: () =>
      api
        .call(
          interestedParticipantRoutes.read,
          { params: { studyId: studyId ?? 0, studyVolunteerId: id } },
          { tolerate: [404] },
        )
        .catch(noneOn404),
    enabled: studyId !== undefined,
  });
}

/** The participant after or before a row in a list's order; null when none is left (404). */
export function useInterestedNeighbour(
  studyId: number | undefined,
  from: InterestedParticipantSummary | null | undefined,
  filter: InterestedFilter,
  direction: Direction,
) {
  return useQuery({
    queryKey: interestedKeys.neighbour(studyId ?? 0, from?.id ?? 0, filter, direction),
    queryFn: () =>
      api
        .call(
          interestedParticipantRoutes.neighbour,
          {
            params: { studyId: studyId ?? 0, studyVolunteerId: from?.id ?? 0, direction },
            query: {
              status: filter.status,
              "label-id": filter.labelId,
              "interest-date": from?.showInterestDate ?? 0,
            },
          },
          { tolerate: [404] },
        )
        .catch(noneOn404),
    enabled: studyId !== undefined && Boolean(from),
  });
}

/**
 * One page of a list, read from the row the user paged on from when there is one (`cursor`); the
 * previous page stays on screen until the next arrives.
 */
export function useInterestedList(
  studyId: number | undefined,
  filter: InterestedFilter,
  page: number,
  cursor: PageCursor = {},
) {
  return useQuery({
    queryKey: interestedKeys.list(studyId ?? 0, filter, page, cursor),
    queryFn: () =>
      api.call(interestedParticipantRoutes.list, {
        params: { studyId: studyId ?? 0 },
        query: { status: filter.status, "label-id": filter.labelId, page, ...cursor },
      }),
    enabled: studyId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The counts of every list and label, which also name the labels. */
export function useInterestedStatistics(studyId: number | undefined) {
  return useQuery({
    queryKey: interestedKeys.statistics(studyId ?? 0),
    queryFn: () => api.call(interestedParticipantRoutes.statistics, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
  });
}

/** One participant to move, with where the list showed it (the json-patch test). */
export interface MoveRequest {
  id: number;
  from: MoveSource;
}

/**
 * Moves participants one conditional patch each, in parallel (spec 000 §4.4); answers how many moved.
 * A conflict (409: someone else moved them) or a participant gone from sight (404) counts as not moved.
 */
export async function moveInterestedParticipants(
  studyId: number,
  moves: readonly MoveRequest[],
  to: InterestedStatus,
): Promise<number> {
  const outcomes = await Promise.allSettled(
    moves.map((move) =>
      api.call(
        interestedParticipantRoutes.move,
        { params: { studyId, studyVolunteerId: move.id }, body: patchForInterestedMove(move.from, to) },
        { tolerate: [400, 404, 409] },
      ),
    ),
  );
  for (const outcome of outcomes) {
    const expected = outcome.status === "fulfilled" || outcome.reason instanceof ApiError;
    if (!expected) throw outcome.reason;
  }
  return outcomes.filter((outcome) => outcome.status === "fulfilled").length;
}

/** Participants whose name contains the text; empty below three characters, or when refused (403). */
export function useNameSearch(studyId: number | undefined, text: string) {
  const searchValue = text.trim();
  return useQuery({
    queryKey: ["interested", studyId ?? 0, "names", searchValue] as const,
    queryFn: () =>
      api
        .call(
          interestedParticipantRoutes.searchNames,
          { params: { studyId: studyId ?? 0 }, query: { searchValue } },
          { tolerate: [403], quiet: true },
        )
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 403) return [];
          throw error;
        }),
    enabled: studyId !== undefined && searchValue.length >= NAME_SEARCH_MIN_LENGTH,
  });
}
