import { Anchor, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useDefaultAskNote, useSaveDefaultAskNote } from "../api/default-ask-note";
import { AskNoteForm } from "./ask-note-form";

/**
 * 'Ask if interested': the note sent to the selected volunteers, prefilled with the study's default
 * note, which the edit-ask modal changes for next time (spec 000 §2.5).
 */
export function AskModal(props: {
  studyId: number;
  opened: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onAsk: (note: string) => void;
}) {
  const defaultNote = useDefaultAskNote(props.studyId);
  const saveDefault = useSaveDefaultAskNote(props.studyId);
  const [editingDefault, setEditingDefault] = useState(false);
  const ready = !defaultNote.isPending;
  const current = defaultNote.data ?? null;

  if (editingDefault) {
    return (
      <Modal
        opened={props.opened}
        onClose={() => setEditingDefault(false)}
        title="Edit default note"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <AskNoteForm
          label="Default note"
          initialNote={current?.text ?? ""}
          submitLabel="Save default note"
          busy={saveDefault.isPending}
          onCancel={() => setEditingDefault(false)}
          onSubmit={(text) =>
            saveDefault.mutate({ current, text }, { onSuccess: () => setEditingDefault(false) })
          }
        />
      </Modal>
    );
  }
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Ask if interested"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {ready && (
        <AskNoteForm
          key={current?.text ?? ""}
          label={`Note to ${props.count} participant(s)`}
          initialNote={current?.text ?? ""}
          submitLabel="Ask if interested"
          busy={props.busy}
          onCancel={props.onClose}
          onSubmit={props.onAsk}
        >
          <Text size="sm">
            The note is sent with the request. *|FNAME|* and *|LNAME|* are replaced by each participant's
            names.{" "}
            <Anchor component="button" type="button" size="sm" onClick={() => setEditingDefault(true)}>
              Edit default note
            </Anchor>
          </Text>
        </AskNoteForm>
      )}
    </Modal>
  );
}
