import { zodResolver } from "@hookform/resolvers/zod";
import { Button, FileInput, Group, Stack, TextInput, Title } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { NewAttachmentTitle } from "../../../../core/contracts/attachments";
import { ATTACHMENT_ERROR_CODES, ATTACHMENT_TEXTS } from "../../../../core/rules/attachments";
import { ATTACHMENT_MAX_BYTES } from "../../../../core/rules/limits";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { uploadAttachment } from "../api/attachments";

/** The form's rules (spec 000 §5): the title as the server checks it, a file of at most 5 MB. */
const AddAttachmentForm = z.object({
  title: NewAttachmentTitle,
  file: z
    .instanceof(File, { message: ATTACHMENT_TEXTS.chooseFile })
    .refine((file) => file.size <= ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXTS.fileTooLarge),
});
type AddAttachmentValues = z.input<typeof AddAttachmentForm>;

/** 'Add attachment' (spec 000 §2.9): a name and a file, sent as multipart. */
export function AddAttachment(props: { studyId: number; onAdded: () => unknown }) {
  const form = useForm<AddAttachmentValues>({
    resolver: zodResolver(AddAttachmentForm),
    defaultValues: { title: "", file: undefined },
  });
  async function submit(values: AddAttachmentValues) {
    try {
      await uploadAttachment(props.studyId, values.title, values.file);
      showNotice(notices["attachment-added"]());
      form.reset({ title: "", file: undefined });
      await props.onAdded();
    } catch (error) {
      if (error instanceof ApiError && error.code === ATTACHMENT_ERROR_CODES.tooLarge) {
        form.setError("file", { message: ATTACHMENT_TEXTS.fileTooLarge });
      } else if (error instanceof ApiError && error.status === 400) {
        form.setError("title", { message: ATTACHMENT_TEXTS.titleTooLong });
      } else throw error;
    }
  }
  return (
    <section aria-labelledby="add-attachment">
      <Title order={2} size="h3" id="add-attachment" mb="sm">
        {ATTACHMENT_TEXTS.add}
      </Title>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack maw={480}>
          <TextInput
            label="Attachment name"
            required
            {...form.register("title")}
            error={form.formState.errors.title?.message}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field, fieldState }) => (
              <FileInput
                label="File"
                description="At most 5 MB; click to choose a file"
                required
                clearable
                clearButtonProps={{ "aria-label": "Remove the chosen file" }}
                value={field.value ?? null}
                onChange={(file) => field.onChange(file ?? undefined)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {ATTACHMENT_TEXTS.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
