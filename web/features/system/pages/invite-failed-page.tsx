import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

export function InviteFailedPage() {
  return (
    <Stack>
      <Title order={1}>We were unable to process your invite</Title>
      <Text>This can happen when the invitation:</Text>
      <List>
        <List.Item>has expired,</List.Item>
        <List.Item>was revoked, or</List.Item>
        <List.Item>was already accepted.</List.Item>
      </List>
      <Text>Ask the person who invited you to send a new invitation.</Text>
      <Anchor component={Link} to={paths.studies.current()} c="blue.9">
        Go to your studies
      </Anchor>
    </Stack>
  );
}
