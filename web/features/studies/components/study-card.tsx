import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { StudySummary } from "../../../../core/contracts/studies";
import { postingStatus } from "../../../../core/rules/posting-status";
import { formatPiName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { PostingStatusBadge } from "./posting-status-badge";

function Count({ value, label }: { value: number; label: string }) {
  if (value === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={700}>
        {value}
      </Text>{" "}
      {label}
    </Text>
  );
}

/** One study of the list: number, title, PI and the non-zero counts (spec 000 §2.3). */
export function StudyCard({ study, now }: { study: StudySummary; now: number }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={study.title || study.studyNum}>
      {/* The title's column may shrink and break a long word: with WCAG's text spacing at 320 px wide,
          "Osteoarthritis" beside the status pushed the status out of the card. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="gray.8">
            {study.studyNum}
          </Text>
          <Anchor component={Link} to={paths.study.dashboard(study.studyNum)} fw={600} size="lg" c="blue.9">
            {study.title || study.studyNum}
          </Anchor>
          <Text size="sm">PI: {formatPiName(study.piLastName, study.piFirstName, study.piMiddleName)}</Text>
        </Stack>
        <PostingStatusBadge status={postingStatus(study, now)} />
      </Group>
      <Group gap="lg" mt="sm">
        <Count value={study.newInterestedParticipants} label="New Participants" />
        <Count value={study.unreadMessageCount} label="Messages" />
        <Count value={study.matchedParticipants} label="Matched Participants" />
      </Group>
    </Card>
  );
}
