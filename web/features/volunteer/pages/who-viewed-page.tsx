import { Anchor, Center, Loader, Stack, Table, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { Link } from "react-router";
import { publicStudyPath } from "../../../../core/rules/study-link";
import { useAccessLog } from "../api/volunteer";

const ACTIONS: Record<string, string> = {
  PROFILE_READ: "Read your profile",
  SCREENING_ANSWERS_READ: "Read your answers",
  MESSAGES_READ: "Read your messages",
  EXPORT: "Exported your details",
};

/** /volunteer/who-viewed-my-data: the access audit, as the volunteer's own page (issue 15). */
export function WhoViewedPage() {
  const log = useAccessLog();
  if (!log.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={1}>Who viewed my data</Title>
      <Text>Every time a study team reads your profile or exports your details, it is recorded here.</Text>
      {log.data.length === 0 ? (
        <Text>No study team has viewed your data yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Who viewed my data">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Study</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((entry) => (
                <Table.Tr key={`${entry.studyNum}-${entry.action}-${entry.accessedAt}`}>
                  <Table.Td>
                    <Anchor component={Link} to={publicStudyPath(entry.studyNum)} c="blue.9">
                      {entry.title || entry.studyNum}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{ACTIONS[entry.action] ?? entry.action}</Table.Td>
                  <Table.Td>{dayjs(entry.accessedAt).format("MM/DD/YYYY h:mm A")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
