import { useQuery } from "@tanstack/react-query";
import { volunteerProfileRoutes } from "../../../../core/contracts/routes/volunteer-profile";

import { api } from "../../../lib/api";

export const volunteerProfileKey = (studyId: number, userId: number) =>
  ["volunteer-profile", studyId, userId] as const;

/**
 * A volunteer's profile as the team of the study sees it: contact details only once the volunteer has
 * shown interest in the study (the server replaces them otherwise).
 */
export function useVolunteerProfile(studyId: number | undefined, userId: number, enabled: boolean) {
  return useQuery({
    queryKey: volunteerProfileKey(studyId ?? 0, userId),
    queryFn: () =>
      api.call(volunteerProfileRoutes.read, { params: { userId }, query: { "study-id": studyId ?? 0 } }),
    enabled: enabled && studyId !== undefined,
  });
}
