import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { AskNote } from "../../../../core/contracts/matched-participants";
import { ASK_NOTE_MAX_LENGTH } from "../../../../core/rules/limits";
import { CharacterCounter } from "../../../components/character-counter";

const NoteForm = z.object({ note: AskNote });
type NoteForm = z.infer<typeof NoteForm>;

/** The note field of the ask and default-note modals (spec 000 §5: required, ≤ 275, a counter). */
export function AskNoteForm(props: {
  label: string;
  initialNote: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (note: string) => void;
  /** Shown between the field and the buttons (the link to the default note). */
  children?: ReactNode;
}) {
  const form = useForm<NoteForm>({
    resolver: zodResolver(NoteForm),
    defaultValues: { note: props.initialNote },
  });
  const note = form.watch("note");
  return (
    <form onSubmit={form.handleSubmit((values) => props.onSubmit(values.note))} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="note"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={props.label}
              required
              autosize
              minRows={4}
              error={fieldState.error?.message}
              aria-describedby="ask-note-counter"
              data-autofocus
            />
          )}
        />
        <CharacterCounter id="ask-note-counter" length={note.length} limit={ASK_NOTE_MAX_LENGTH} />
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
