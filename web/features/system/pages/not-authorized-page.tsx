import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";

export function NotAuthorizedPage() {
  const [search] = useSearchParams();
  const requiredRole = search.get("required-role");
  return (
    <Stack>
      <Title order={1}>Not authorized</Title>
      <Text>You do not have permission to view this page.</Text>
      {requiredRole && <Text>It needs the role {requiredRole.replaceAll(",", " or ")}.</Text>}
      <Anchor component={Link} to={paths.studies.current()} c="blue.9">
        Go to your studies
      </Anchor>
    </Stack>
  );
}
