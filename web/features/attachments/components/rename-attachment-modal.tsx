import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type Attachment, AttachmentRename } from "../../../../core/contracts/attachments";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { renameAttachment } from "../api/attachments";

const RenameForm = z.object({ title: AttachmentRename });
type RenameValues = z.input<typeof RenameForm>;

/** 'Edit Name' (spec 000 §2.9, §5): required, at most 64 characters. */
export function RenameAttachmentModal(props: {
  attachment: Attachment;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const form = useForm<RenameValues>({
    resolver: zodResolver(RenameForm),
    defaultValues: { title: props.attachment.title },
  });
  async function submit(values: RenameValues) {
    try {
      await renameAttachment(props.attachment.studyId, props.attachment.id, values.title);
      showNotice(notices["attachment-renamed"]());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice(notices["attachment-rename-failed"]());
    }
    props.onClose();
    await props.onDone();
  }
  return (
    <Modal
      opened
      onClose={props.onClose}
      title="Edit attachment name"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label="Attachment name"
            required
            data-autofocus
            {...form.register("title")}
            error={form.formState.errors.title?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
