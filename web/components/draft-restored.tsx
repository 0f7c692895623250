import { Alert, Button, Group, Text } from "@mantine/core";
import { DRAFT_TEXTS } from "../../core/rules/drafts";

/** Above a form drawn again with the changes kept as its draft (web/lib/drafts.ts): what they are, and a way out. */
export function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert color="blue">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{DRAFT_TEXTS.restored}</Text>
        <Button variant="default" size="xs" onClick={onDiscard}>
          {DRAFT_TEXTS.discard}
        </Button>
      </Group>
    </Alert>
  );
}
