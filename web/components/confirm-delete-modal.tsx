import { Button, Group, Modal, Text } from "@mantine/core";

/** A deletion asked before it is done: the consequence in words, Cancel, and the red confirm button. */
export function ConfirmDeleteModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => unknown;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm">{props.text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button color="red.9" onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
