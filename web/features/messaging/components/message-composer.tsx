import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, MultiSelect, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { MessageBody } from "../../../../core/contracts/messages";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import { MESSAGE_TEXT_MAX_LENGTH } from "../../../../core/rules/limits";
import { fillNamePlaceholders } from "../../../../core/rules/message-placeholders";
import { CharacterCounter } from "../../../components/character-counter";
import { keepDraft, readDraft } from "../../../lib/draft-storage";
import { useAttachments } from "../../attachments/api/attachments";
import { useMessageTemplates } from "../../message-templates/api/message-templates";

const ComposerForm = z.object({
  templateId: z.string().nullable(),
  body: MessageBody,
  attachmentIds: z.array(z.string()),
  labelId: z.string().nullable(),
});
type ComposerValues = z.input<typeof ComposerForm>;
const EMPTY: ComposerValues = { templateId: null, body: "", attachmentIds: [], labelId: null };

/** What the composer sends: the text, the study's attachments, and a label to apply (or none). */
export interface ComposedMessage {
  body: string;
  attachmentIds: number[];
  labelId: number | null;
}

/**
 * The write-message form (spec 000 §4.5): a template fills the body and its attachments; choosing none
 * clears both. For one participant the template's name tokens take the participant's names; for
 * several (`recipient` null) they stay, each participant receiving their own, and a hint says so.
 * With `labels`, a label may be chosen to apply to the participants messaged. Sending clears the form.
 */
export function MessageComposer(props: {
  studyId: number;
  recipient: { firstName: string; lastName: string } | null;
  labels?: readonly { id: number; name: string }[];
  /** Where the form is a page section, its heading; in a modal the modal's title names it. */
  heading?: boolean;
  /**
   * Where the text is kept as a draft until sent (web/lib/drafts.ts): one user's conversation with one
   * participant. Without it (a message to many) the text lives in the form alone.
   */
  draftKey?: string;
  /** Answers false when the message was not sent: the form then keeps it. */
  onSend: (message: ComposedMessage) => Promise<boolean | undefined>;
}) {
  const templates = useMessageTemplates(props.studyId);
  const attachments = useAttachments(props.studyId);
  const { draftKey } = props;
  const form = useForm<ComposerValues>({
    resolver: zodResolver(ComposerForm),
    defaultValues: draftKey ? Object.assign({}, EMPTY, { body: readDraft(draftKey) }) : EMPTY,
  });
  useEffect(() => {
    if (!draftKey) return;
    // The key names the user, whose id may arrive after the form was made: its draft is read then.
    if (!form.getValues("body")) form.setValue("body", readDraft(draftKey));
    const watching = form.watch((values) => keepDraft(draftKey, values.body ?? ""));
    return () => watching.unsubscribe();
  }, [form, draftKey]);
  const body = form.watch("body") ?? "";
  const known = new Set((attachments.data ?? []).map((attachment) => String(attachment.id)));

  function chooseTemplate(id: string | null) {
    const template = templates.data?.find((item) => String(item.id) === id);
    form.setValue("templateId", id);
    const text = template?.text ?? "";
    form.setValue("body", props.recipient ? fillNamePlaceholders(text, props.recipient) : text);
    form.setValue(
      "attachmentIds",
      (template?.attachments ?? [])
        .map((attachment) => String(attachment.id))
        .filter((item) => known.has(item)),
    );
  }

  async function submit(values: ComposerValues) {
    const sent = await props.onSend({
      body: values.body,
      attachmentIds: values.attachmentIds.map(Number),
      labelId: values.labelId === null ? null : Number(values.labelId),
    });
    if (sent !== false) form.reset(EMPTY);
  }

  const showHeading = props.heading ?? true;
  return (
    <section
      aria-labelledby={showHeading ? "write-message" : undefined}
      aria-label={showHeading ? undefined : INBOX_TEXTS.writeMessage}
    >
      {showHeading && (
        <Title order={2} size="h3" id="write-message" mb="sm">
          {INBOX_TEXTS.writeMessage}
        </Title>
      )}
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="templateId"
            render={({ field }) => (
              <Select
                label="Message template"
                placeholder="None"
                clearable
                data={(templates.data ?? []).map((template) => ({
                  value: String(template.id),
                  label: template.name,
                }))}
                value={field.value}
                onChange={chooseTemplate}
              />
            )}
          />
          <div>
            {/* In a modal the message takes the focus (its focus trap reads data-autofocus; a page does not). */}
            <Textarea
              label="Message"
              required
              data-autofocus
              autosize
              minRows={4}
              {...form.register("body")}
              error={form.formState.errors.body?.message}
              aria-describedby="message-counter"
            />
            <CharacterCounter id="message-counter" length={body.length} limit={MESSAGE_TEXT_MAX_LENGTH} />
            {props.recipient === null && (
              <Text size="sm" c="dimmed" mt={4}>
                {INBOX_TEXTS.tokensHint}
              </Text>
            )}
          </div>
          <Controller
            control={form.control}
            name="attachmentIds"
            render={({ field }) => (
              <MultiSelect
                label="Attachments"
                data={(attachments.data ?? []).map((attachment) => ({
                  value: String(attachment.id),
                  label: attachment.title,
                }))}
                value={field.value}
                onChange={field.onChange}
                clearable
                searchable
                nothingFoundMessage="No attachments"
              />
            )}
          />
          {props.labels && (
            <Controller
              control={form.control}
              name="labelId"
              render={({ field }) => (
                <Select
                  label={INBOX_TEXTS.applyLabel}
                  placeholder="None"
                  clearable
                  data={(props.labels ?? []).map((label) => ({ value: String(label.id), label: label.name }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {INBOX_TEXTS.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
