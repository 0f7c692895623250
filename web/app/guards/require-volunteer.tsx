import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { VolunteerPagePending } from "../../features/volunteer/components/volunteer-page-pending";

/**
 * Guards a volunteer's page: a visitor signs in first (and comes back), a staff member is told that the
 * page is for volunteers (their session can call no volunteer endpoint). As RequireAuth, a check that could
 * not reach the server offers to try again, and one that failed once the volunteer was known keeps them.
 */
export function RequireVolunteer({ children }: { children: ReactNode }) {
  const location = useLocation();
  const details = useAuthDetails();
  if (!details.data) return <VolunteerPagePending label="Loading" />;
  const user = details.data.loggedInUser;
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${VOLUNTEER_PAGES.signIn}?redirectUrl=${back}`} replace />;
  }
  if (user.kind !== "VOLUNTEER") {
    return (
      <Stack>
        <Title order={1}>This page is for volunteers</Title>
        <Text>You are signed in with a study team account. Sign out to use Recruit as a volunteer.</Text>
      </Stack>
    );
  }
  return children;
}
