import { Anchor, Code, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../lib/paths";
import { SUPPORT_EMAIL } from "../../../lib/support-contact";

export function AppErrorPage() {
  const [search] = useSearchParams();
  const errorId = search.get("error-id");
  return (
    <Stack>
      <Title order={1}>Something went wrong</Title>
      <Text>We are sorry: the application ran into an unexpected error. Please try again.</Text>
      {errorId && (
        <Text>
          If it happens again, write to{" "}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="blue.9">
            {SUPPORT_EMAIL}
          </Anchor>{" "}
          and quote the error id <Code>{errorId}</Code>.
        </Text>
      )}
      <Anchor component={Link} to={paths.studies.current()} c="blue.9">
        Go to your studies
      </Anchor>
    </Stack>
  );
}
