import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";

export function NotFoundPage() {
  return (
    <Stack>
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist, or you do not have access to it.</Text>
      <Anchor component={Link} to={paths.studies.current()} c="blue.9">
        Go to your studies
      </Anchor>
    </Stack>
  );
}
