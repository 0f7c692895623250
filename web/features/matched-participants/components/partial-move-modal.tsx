import { Button, Group, Modal, Text } from "@mantine/core";
import { PARTIAL_MOVE_EXPLANATION } from "../../../../core/rules/notices";

/** The 'Why?' of a bulk move that reached only some participants. */
export function PartialMoveModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={PARTIAL_MOVE_EXPLANATION.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm">{PARTIAL_MOVE_EXPLANATION.body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
