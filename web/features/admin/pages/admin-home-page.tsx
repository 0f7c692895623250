import { Anchor, List, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

/** /admin: App Admin home with links to jobs, settings, announcements and the outbox. */
export function AdminHomePage() {
  return (
    <Stack>
      <Title order={1}>App Admin</Title>
      <List>
        <List.Item>
          <Anchor component={Link} to={paths.admin.jobs()} c="blue.9">
            Jobs
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.admin.settings()} c="blue.9">
            Settings
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.admin.announcements()} c="blue.9">
            Announcements
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.admin.outbox()} c="blue.9">
            Outbox
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
