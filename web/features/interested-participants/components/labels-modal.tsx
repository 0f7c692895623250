import { Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { LabelSummary } from "../../../../core/contracts/interested-participants";
import { type LabelChange, nextLabelChange } from "../../../../core/rules/labels";
import type { ParticipantLabelChange } from "../api/labels";
import { LabelBadge } from "./label-badge";

/** A selected participant and the labels it carries. */
export interface LabelledParticipant {
  id: number;
  labelIds: ReadonlySet<number>;
}

/**
 * Labels for the selected participants (spec 000 §4.4): each label's box shows whether all, some or none
 * of them carry it, and a click chooses add, remove or no change; 'Save labels' is offered once something
 * changes, and sends each participant only what changes for it.
 */
export function LabelsModal(props: {
  opened: boolean;
  labels: readonly LabelSummary[];
  participants: readonly LabelledParticipant[];
  busy: boolean;
  onClose: () => void;
  onCreate: () => void;
  onSave: (changes: ParticipantLabelChange[]) => void;
}) {
  const [changes, setChanges] = useState<ReadonlyMap<number, LabelChange>>(new Map());
  const selected = props.participants.length;
  const carriedBy = (labelId: number) => props.participants.filter((p) => p.labelIds.has(labelId)).length;
  const changed = [...changes.values()].some((change) => change !== null);

  function save() {
    const perParticipant = props.participants
      .map((participant) => ({
        id: participant.id,
        add: [...changes]
          .filter(([id, change]) => change === "add" && !participant.labelIds.has(id))
          .map(([id]) => id),
        remove: [...changes]
          .filter(([id, change]) => change === "remove" && participant.labelIds.has(id))
          .map(([id]) => id),
      }))
      .filter((change) => change.add.length + change.remove.length > 0);
    props.onSave(perParticipant);
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Labels for ${selected} participant(s)`}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        {props.labels.length === 0 && <Text size="sm">This study has no labels yet.</Text>}
        {props.labels.map((label) => {
          const count = carriedBy(label.id);
          const change = changes.get(label.id) ?? null;
          const checked = change === "add" || (change === null && count === selected && selected > 0);
          const indeterminate = change === null && count > 0 && count < selected;
          return (
            <Checkbox
              key={label.id}
              checked={checked}
              indeterminate={indeterminate}
              label={<LabelBadge name={label.name} style={label.style} />}
              onChange={() =>
                setChanges(new Map(changes).set(label.id, nextLabelChange(change, count, selected)))
              }
            />
          );
        })}
        <Group justify="space-between">
          <Button variant="subtle" onClick={props.onCreate}>
            Create label
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!changed} loading={props.busy}>
              Save labels
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
