import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, MultiSelect, Select, Stack, Textarea, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { MessageBody } from "../../../../core/contracts/messages";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import { MESSAGE_TEXT_MAX_LENGTH } from "../../../../core/rules/limits";
import { fillNamePlaceholders } from "../../../../core/rules/message-placeholders";
import { CharacterCounter } from "../../../components/character-counter";
import { useAttachments } from "../../attachments/api/attachments";
import { useMessageTemplates } from "../../message-templates/api/message-templates";

const ComposerForm = z.object({
  templateId: z.string().nullable(),
  body: MessageBody,
  attachmentIds: z.array(z.string()),
});
type ComposerValues = z.input<typeof ComposerForm>;
const EMPTY: ComposerValues = { templateId: null, body: "", attachmentIds: [] };

/**
 * The write-message form for one participant (spec 000 §4.5): a template fills the body, its name
 * tokens replaced by the participant's names, and its attachments; choosing none clears both. Sending
 * clears the form.
 */
export function MessageComposer(props: {
  studyId: number;
  recipient: { firstName: string; lastName: string };
  onSend: (message: { body: string; attachmentIds: number[] }) => Promise<void>;
}) {
  const templates = useMessageTemplates(props.studyId);
  const attachments = useAttachments(props.studyId);
  const form = useForm<ComposerValues>({ resolver: zodResolver(ComposerForm), defaultValues: EMPTY });
  const body = form.watch("body") ?? "";
  const known = new Set((attachments.data ?? []).map((attachment) => String(attachment.id)));

  function chooseTemplate(id: string | null) {
    const template = templates.data?.find((item) => String(item.id) === id);
    form.setValue("templateId", id);
    form.setValue("body", template ? fillNamePlaceholders(template.text, props.recipient) : "");
    form.setValue(
      "attachmentIds",
      (template?.attachments ?? [])
        .map((attachment) => String(attachment.id))
        .filter((item) => known.has(item)),
    );
  }

  async function submit(values: ComposerValues) {
    await props.onSend({ body: values.body, attachmentIds: values.attachmentIds.map(Number) });
    form.reset(EMPTY);
  }

  return (
    <section aria-labelledby="write-message">
      <Title order={2} size="h3" id="write-message" mb="sm">
        Write a message
      </Title>
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
            <Textarea
              label="Message"
              required
              autosize
              minRows={4}
              {...form.register("body")}
              error={form.formState.errors.body?.message}
              aria-describedby="message-counter"
            />
            <CharacterCounter id="message-counter" length={body.length} limit={MESSAGE_TEXT_MAX_LENGTH} />
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
