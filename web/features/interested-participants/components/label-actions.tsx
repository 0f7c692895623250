import { Button, Group } from "@mantine/core";
import { useState } from "react";
import type { LabelSummary } from "../../../../core/contracts/interested-participants";
import { DELETE_LABEL_CONFIRMATION } from "../../../../core/rules/labels";
import { notices } from "../../../../core/rules/notices";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { deleteLabel } from "../api/labels";
import { LabelFormModal } from "./label-form-modal";

/**
 * Edit (rename, recolour) and Delete on a label's own list (spec 000 §4.4, §8): deleting asks first, and
 * then leaves the list for the New list.
 */
export function LabelActions(props: {
  studyId: number;
  label: LabelSummary;
  onChanged: () => unknown;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await deleteLabel(props.studyId, props.label.id);
      showNotice(notices["label-deleted"]());
      props.onDeleted();
      await props.onChanged();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }
  return (
    <Group gap="xs" mt={4}>
      <Button size="xs" variant="default" onClick={() => setEditing(true)}>
        Edit label
      </Button>
      <Button size="xs" variant="default" color="red.9" onClick={() => setConfirming(true)}>
        Delete label
      </Button>
      {editing && (
        <LabelFormModal
          opened
          studyId={props.studyId}
          label={props.label}
          onClose={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await props.onChanged();
          }}
        />
      )}
      <ConfirmModal
        danger
        opened={confirming}
        title="Delete label"
        text={DELETE_LABEL_CONFIRMATION}
        confirmLabel="Delete label"
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
