import { Alert, Button, Group, Text } from "@mantine/core";
import { fillPath } from "../../../../core/contracts/endpoint";
import { interestedParticipantRoutes } from "../../../../core/contracts/routes/interested-participants";

import { INTERESTED_TEXTS } from "../../../../core/rules/interested-lists";
import { basePath } from "../../../lib/api";

/**
 * 'Export' (spec 000 §2.7): a download link to the CSV of every interested participant, only for a
 * publishable study; otherwise the not-publishable warning. The browser fetches it with its session.
 */
export function ExportLink(props: { studyId: number; publishable: boolean }) {
  if (!props.publishable) {
    return (
      <Alert color="yellow.9" variant="light" role="note">
        <Text size="sm">{INTERESTED_TEXTS.notPublishable}</Text>
      </Alert>
    );
  }
  const href = `${basePath}/backend${fillPath(interestedParticipantRoutes.export.path, { studyId: props.studyId })}`;
  return (
    <Group gap="xs">
      <Button component="a" href={href} download variant="default">
        Export
      </Button>
      <Text size="sm">{INTERESTED_TEXTS.exportNote}</Text>
    </Group>
  );
}
