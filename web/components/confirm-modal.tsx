import { Button, Group, Modal, Stack, Text } from "@mantine/core";

/**
 * An action asked before it is done: the consequence in words, Cancel, and the confirm button (red for
 * a deletion).
 */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
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
      <Stack>
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color={props.danger ? "red.9" : undefined} onClick={props.onConfirm} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
