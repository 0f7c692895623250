import { Stack, Tabs, Title } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import { useAuthDetails } from "../../auth/api/auth-details";

/** /studies/current and /studies/archived: the greeting and the two tabs (the lists come in issue 3). */
export function StudyListPage({ archived }: { archived: boolean }) {
  const { data } = useAuthDetails();
  const navigate = useNavigate();
  const location = useLocation();
  const firstName = data?.loggedInUser?.firstName ?? "";
  const current = archived ? "archived" : "current";
  return (
    <Stack>
      <Title order={1} size="h2">
        Hi {firstName}, which study would you like to work on?
      </Title>
      <Tabs
        value={current}
        onChange={(value) => {
          const target = value === "archived" ? paths.studies.archived() : paths.studies.current();
          if (target !== location.pathname) navigate(target);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="current">Current Studies</Tabs.Tab>
          <Tabs.Tab value="archived">Archived Studies</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Stack>
  );
}
