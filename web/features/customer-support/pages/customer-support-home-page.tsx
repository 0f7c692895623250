import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { paths } from "../../../lib/paths";

const entries = [
  {
    to: paths.customerSupport.helpParticipants(),
    title: SUPPORT_TEXTS.helpParticipants,
    hint: SUPPORT_TEXTS.helpParticipantsHint,
  },
  {
    to: paths.customerSupport.helpStudyTeams(),
    title: SUPPORT_TEXTS.helpStudyTeams,
    hint: SUPPORT_TEXTS.helpStudyTeamsHint,
  },
  {
    to: paths.customerSupport.manageStudyImporters(),
    title: SUPPORT_TEXTS.manageImporters,
    hint: SUPPORT_TEXTS.manageImportersHint,
  },
];

/** /customer-support: the three entries of spec 001 §2. */
export function CustomerSupportHomePage() {
  return (
    <Stack>
      <Title order={1}>{SUPPORT_TEXTS.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {entries.map((entry) => (
          <Card key={entry.to} withBorder>
            <Anchor component={Link} to={entry.to} c="blue.9" fw={600}>
              {entry.title}
            </Anchor>
            <Text size="sm" mt="xs">
              {entry.hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
