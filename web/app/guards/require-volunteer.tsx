import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { useAuthDetails } from "../../features/auth/api/auth-details";

/**
 * Guards a volunteer's page: a visitor signs in first (and comes back), a staff member is told that the
 * page is for volunteers (their session can call no volunteer endpoint).
 */
export function RequireVolunteer({ children }: { children: ReactNode }) {
  const location = useLocation();
  const details = useAuthDetails();
  if (details.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const user = details.data?.loggedInUser ?? null;
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
