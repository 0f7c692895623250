import { Anchor, Box, Button, Group, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { useLogout } from "../../features/auth/api/logout";
import { PageFrame } from "./page-frame";

/** The volunteers' header: find studies, and once signed in their own pages and signing out. */
function VolunteerHeader() {
  const user = useAuthDetails().data?.loggedInUser ?? null;
  const volunteer = user?.kind === "VOLUNTEER" ? user : null;
  const logout = useLogout();
  const navigate = useNavigate();
  const links = volunteer
    ? [
        { to: VOLUNTEER_PAGES.landing, label: "Find studies" },
        { to: VOLUNTEER_PAGES.studiesForYou, label: "Studies for you" },
        { to: VOLUNTEER_PAGES.messages, label: "Messages" },
        { to: VOLUNTEER_PAGES.profile, label: "My profile" },
        { to: VOLUNTEER_PAGES.account, label: "My account" },
      ]
    : [
        { to: VOLUNTEER_PAGES.landing, label: "Find studies" },
        { to: VOLUNTEER_PAGES.signIn, label: "Sign in" },
        { to: VOLUNTEER_PAGES.signUp, label: "Sign up" },
      ];
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: "1px solid #dee2e6" }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Anchor
          component={Link}
          to={volunteer ? VOLUNTEER_PAGES.home : VOLUNTEER_PAGES.landing}
          fw={700}
          c="blue.9"
          size="lg"
        >
          Recruit
        </Anchor>
        <Box component="nav" aria-label="Volunteer">
          <Group gap="md" wrap="wrap">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="blue.9">
                {link.label}
              </Anchor>
            ))}
            {volunteer && (
              <>
                <Text size="sm" c="gray.8" visibleFrom="sm">
                  {volunteer.firstName}
                </Text>
                <Button
                  variant="subtle"
                  loading={logout.isPending}
                  onClick={() =>
                    logout.mutate(undefined, { onSuccess: () => navigate(VOLUNTEER_PAGES.landing) })
                  }
                >
                  Sign out
                </Button>
              </>
            )}
          </Group>
        </Box>
      </Group>
    </Box>
  );
}

/** Header, page and footer around every volunteer page (issue 15): phone-first, one column. */
export function VolunteerLayout() {
  return <PageFrame width="md" header={<VolunteerHeader />} />;
}
