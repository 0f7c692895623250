import { Alert, Button, Stack, Text } from "@mantine/core";
import { DRAFT_TEXTS } from "../../core/rules/drafts";

/**
 * Above a form whose save was refused because a team member saved it meanwhile (or whose kept draft was
 * made before their save): what happened, the fields each changed, and a way back to the saved values.
 */
export function ChangedElsewhere(props: {
  message: string;
  /** Sentences naming the fields changed. */
  details?: readonly string[];
  onDiscard: () => void;
}) {
  return (
    <Alert color="blue" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{props.message}</Text>
        {props.details?.map((detail) => (
          <Text size="sm" key={detail}>
            {detail}
          </Text>
        ))}
        <Button variant="default" size="xs" onClick={props.onDiscard}>
          {DRAFT_TEXTS.discard}
        </Button>
      </Stack>
    </Alert>
  );
}
