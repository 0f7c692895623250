import { useQuery } from "@tanstack/react-query";
import { studyTeamRoutes } from "../../../../core/contracts/routes/study-team";
import type { TeamInviteBody } from "../../../../core/contracts/study-team";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const teamKeys = { study: (studyId: number) => ["team", studyId] as const };

/** The study's team and pending invitations. */
export function useTeamAccess(studyId: number | undefined) {
  return useQuery({
    queryKey: teamKeys.study(studyId ?? 0),
    queryFn: () => api.call(studyTeamRoutes.teamAccess, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
  });
}

export function inviteTeamMember(studyId: number, body: TeamInviteBody) {
  return api.call(studyTeamRoutes.invite, { params: { studyId }, body }, { tolerate: [400] });
}

/** True when done; false when the call answered 404 (accepted, withdrawn or removed meanwhile). */
async function doneUnless404(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export function removeTeamMember(studyId: number, memberId: number) {
  return doneUnless404(
    api.call(studyTeamRoutes.removeMember, { params: { studyId, memberId } }, { tolerate: [404] }),
  );
}

export function uninvite(studyId: number, inviteId: number) {
  return doneUnless404(
    api.call(studyTeamRoutes.uninvite, { params: { studyId, inviteId } }, { tolerate: [404] }),
  );
}

export function resendInvite(studyId: number, inviteId: number) {
  return doneUnless404(
    api.call(studyTeamRoutes.resend, { params: { studyId, inviteId } }, { tolerate: [404] }),
  );
}

/** Accepts an invitation: "joined", "member" (409: a member already) or "failed" (anything else). */
export async function acceptTeamInvite(
  token: string,
  studyNum: string,
): Promise<"joined" | "member" | "unknown-study" | "failed"> {
  try {
    await api.call(
      studyTeamRoutes.accept,
      { headers: { authorization: `Bearer ${token}` }, query: { "study-num": studyNum } },
      { tolerate: [400, 404, 409] },
    );
    return "joined";
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return "member";
    if (error instanceof ApiError && error.status === 404) return "unknown-study";
    if (error instanceof ApiError) return "failed";
    throw error;
  }
}
