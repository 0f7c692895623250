import { Button, Group, Modal, Text } from "@mantine/core";
import { MATCHED_TEXTS } from "../../../../core/rules/matched-lists";

/** Someone else acted on the participant first (spec 000 §4.3). */
export function UnsuccessfulModal(props: { action: "ask" | "dismiss" | null; onNext: () => void }) {
  return (
    <Modal
      opened={props.action !== null}
      onClose={props.onNext}
      title={props.action === "dismiss" ? MATCHED_TEXTS.dismissUnsuccessful : MATCHED_TEXTS.askUnsuccessful}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm">
        While you were working, someone else from your study team already acted on this participant, or they
        no longer match your study.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onNext}>{MATCHED_TEXTS.nextParticipant}</Button>
      </Group>
    </Modal>
  );
}
