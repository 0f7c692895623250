import { Button, Group, Menu, Text } from "@mantine/core";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import {
  INTERESTED_STATUS_NAMES,
  INTERESTED_STATUSES,
  type InterestedStatus,
} from "../../../../core/rules/interested-lists";

/**
 * Selection ('All on this page (n)', 'All (total)', 'None'), 'Move to', Labels and Message (spec 000
 * §2.7, §4.4, §4.5). Moving and labeling need a selection and no select-all-across-pages; the list's own
 * status is offered disabled. A message goes to the selection, or with 'All (total)' to the whole list.
 */
export function InterestedToolbar(props: {
  pageCount: number;
  total: number;
  selectionCount: number;
  allSelected: boolean;
  currentStatus: InterestedStatus | null;
  busy: boolean;
  onSelectPage: () => void;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onMove: (to: InterestedStatus) => void;
  onLabels: () => void;
  onMessage: () => void;
}) {
  const canMove = props.selectionCount > 0 && !props.allSelected && !props.busy;
  const firstTarget = INTERESTED_STATUSES.find((status) => status !== props.currentStatus);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" disabled={props.total === 0}>
              Select
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item data-autofocus onClick={props.onSelectPage}>
              {`All on this page (${props.pageCount})`}
            </Menu.Item>
            <Menu.Item onClick={props.onSelectAll}>{`All (${props.total})`}</Menu.Item>
            <Menu.Item onClick={props.onSelectNone}>None</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button disabled={!canMove}>Move to</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {INTERESTED_STATUSES.map((status) => (
              <Menu.Item
                key={status}
                disabled={status === props.currentStatus}
                data-autofocus={status === firstTarget || undefined}
                onClick={() => props.onMove(status)}
              >
                {INTERESTED_STATUS_NAMES[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button variant="default" disabled={!canMove} onClick={props.onLabels}>
          Labels
        </Button>
        <Button
          variant="default"
          disabled={props.selectionCount === 0 || props.busy}
          onClick={props.onMessage}
        >
          {INBOX_TEXTS.message}
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {props.selectionCount} selected
      </Text>
    </Group>
  );
}
