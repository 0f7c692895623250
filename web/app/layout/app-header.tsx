import { Anchor, Box, Button, Group, Text, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { hasAnyRole } from "../../../core/rules/roles";
import { useAuthDetails } from "../../features/auth/api/auth-details";
import { useLogout } from "../../features/auth/api/logout";
import { studySynopsisQueryOptions } from "../../features/studies/api/study";
import { paths } from "../../lib/paths";
import { ENGLISH_FRAME_TEXTS } from "./frame-texts";
import { deepStudyNumber, pathDepth } from "./path-depth";
import { backToListTarget, isStudyListPath, rememberStudyList } from "./study-list-history";

function HomeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" fill="currentColor" />
    </svg>
  );
}

/**
 * The title of the study whose page is open, beside 'Study Home' (spec 000 §2.2): a page deep in a study
 * names its task ("Messages"), not the study. Read as the page reads it (the same query, one request); one
 * line, cut short with the whole title on hover, and a line of its own on a phone.
 */
function HeaderStudyTitle({ studyNum }: { studyNum: string }) {
  const { data } = useQuery(studySynopsisQueryOptions(studyNum));
  if (!data) return null;
  const title = data.title || data.studyNum;
  return (
    <Text fw={500} c="gray.8" truncate="end" title={title} style={{ flex: "1 1 10rem", minWidth: 0 }}>
      {title}
    </Text>
  );
}

/** The header of spec 000 §2.2: home icon or 'Back to Study List', 'Study Home', links by role. */
export function AppHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useAuthDetails();
  const logout = useLogout();
  const user = data?.loggedInUser ?? null;
  const depth = pathDepth(location.pathname);
  const studyNum = deepStudyNumber(location.pathname);
  const inStudy = user !== null && studyNum !== null;

  useEffect(() => {
    if (isStudyListPath(location.pathname)) rememberStudyList(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  const backToList = () => {
    const target = backToListTarget(paths.studies.current());
    if ("steps" in target) navigate(-target.steps);
    else navigate(target.path);
  };

  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: ({ redirectUrl }) => {
        window.location.assign(redirectUrl);
      },
    });
  };

  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      {/* On a phone the staff's links (an administrator has four) go under the app's name, and wrap. */}
      <Group
        justify={inStudy ? "flex-start" : "space-between"}
        wrap="wrap"
        gap="xs"
        style={{ columnGap: "var(--mantine-spacing-md)" }}
      >
        {/* Each link on one line; on a phone 'Study Home' goes under 'Back to Study List' rather than both
            breaking in two. In a study the links are the header's own items, so that on a phone the study's
            title shares the line of 'Study Home' rather than taking one more (its width grows, so nothing
            is spread apart on a wide screen). */}
        <Group
          gap="md"
          wrap="wrap"
          style={{
            rowGap: "var(--mantine-spacing-xs)",
            whiteSpace: "nowrap",
            display: inStudy ? "contents" : undefined,
          }}
        >
          <Anchor component={Link} to={paths.home()} fw={700} size="lg" underline="never" c="dark">
            {ENGLISH_FRAME_TEXTS.brand}
          </Anchor>
          {user && depth <= 1 && (
            <Anchor component={Link} to={paths.studies.current()} aria-label="Home: study list" c="blue.8">
              <HomeIcon />
            </Anchor>
          )}
          {user && depth > 1 && (
            <UnstyledButton onClick={backToList} c="blue.8" fw={500}>
              Back to Study List
            </UnstyledButton>
          )}
          {inStudy && (
            <Anchor component={Link} to={paths.study.dashboard(studyNum)} c="blue.8">
              Study Home
            </Anchor>
          )}
        </Group>
        {inStudy && <HeaderStudyTitle studyNum={studyNum} />}
        {user && (
          <Box component="nav" aria-label="Main" ml={inStudy ? "auto" : undefined}>
            <Group gap="md" wrap="wrap" style={{ rowGap: "var(--mantine-spacing-xs)" }}>
              {hasAnyRole(user.roles, ["ADMIN", "STUDY_IMPORTER"]) && (
                <Anchor component={Link} to={paths.studyImport()} c="blue.8">
                  Study Import
                </Anchor>
              )}
              {hasAnyRole(user.roles, ["ADMIN", "CUSTOMER_SUPPORT"]) && (
                <Anchor component={Link} to={paths.customerSupport.home()} c="blue.8">
                  Customer Support
                </Anchor>
              )}
              {hasAnyRole(user.roles, ["ADMIN"]) && (
                <Anchor component={Link} to={paths.admin.home()} c="blue.8">
                  App Admin
                </Anchor>
              )}
              <Text size="sm" c="gray.8" visibleFrom="sm">
                {user.firstName}
              </Text>
              <Button variant="subtle" onClick={onLogout} loading={logout.isPending}>
                Log out
              </Button>
            </Group>
          </Box>
        )}
      </Group>
    </Box>
  );
}
