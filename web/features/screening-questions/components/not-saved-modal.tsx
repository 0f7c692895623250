import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { SCREENING_TEXTS } from "../../../../core/rules/screening-questions";

/** 'Your changes were not saved' (spec 001 §8): a write refused (403) or made from a stale version (412). */
export function NotSavedModal(props: { onOk: () => void }) {
  return (
    <Modal
      opened
      onClose={props.onOk}
      title={SCREENING_TEXTS.notSavedTitle}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <Text size="sm">This may be because:</Text>
        <List size="sm">
          {SCREENING_TEXTS.notSavedReasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={props.onOk}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
