import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { Attachment } from "../../../../core/contracts/attachments";
import { ATTACHMENT_TEXTS } from "../../../../core/rules/attachments";
import { notices } from "../../../../core/rules/notices";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { formatCreator, formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { attachmentDownloadHref, attachmentKeys, deleteAttachment, useAttachments } from "../api/attachments";
import { AddAttachment } from "../components/add-attachment-form";
import { RenameAttachmentModal } from "../components/rename-attachment-modal";

/** /studies/{studyNum}/attachments (spec 000 §2.9): the study's attachments and the 'Add attachment' form. */
export function AttachmentsPage() {
  const { studyNum = "" } = useParams();
  const study = useStudyByNumber(studyNum).synopsis.data;
  const list = useAttachments(study?.id);
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);
  if (!study || !list.data) {
    return <PagePending label="Loading attachments" />;
  }
  const studyId = study.id;
  const reload = () => queryClient.invalidateQueries({ queryKey: attachmentKeys.study(studyId) });

  async function remove(attachment: Attachment) {
    setBusy(true);
    try {
      await deleteAttachment(studyId, attachment.id);
      showNotice(notices["attachment-deleted"]());
    } finally {
      setBusy(false);
      setDeleting(null);
      await reload();
    }
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.dashboard(studyNum)} size="sm">
        Back to Study Home
      </Anchor>
      <Title order={1}>{ATTACHMENT_TEXTS.title}</Title>
      {list.data.length === 0 ? (
        <Text>{ATTACHMENT_TEXTS.none}</Text>
      ) : (
        <CardsWhenNarrow>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>{ATTACHMENT_TEXTS.addedBy}</Table.Th>
                <Table.Th>{ATTACHMENT_TEXTS.addedOn}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((attachment) => (
                <Table.Tr key={attachment.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {attachment.title}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {attachment.filename}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={ATTACHMENT_TEXTS.addedBy}>
                    {formatCreator(attachment.creatorFirstName, attachment.creatorLastName)}
                  </Table.Td>
                  <Table.Td data-label={ATTACHMENT_TEXTS.addedOn}>
                    {formatDate(attachment.creationDate)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component="a"
                        href={attachmentDownloadHref(studyId, attachment.id)}
                        download
                        size="xs"
                        variant="default"
                        aria-label={`${ATTACHMENT_TEXTS.download} ${attachment.title}`}
                      >
                        {ATTACHMENT_TEXTS.download}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setRenaming(attachment)}
                        aria-label={`${ATTACHMENT_TEXTS.editName} ${attachment.title}`}
                      >
                        {ATTACHMENT_TEXTS.editName}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        c="red.9"
                        onClick={() => setDeleting(attachment)}
                        aria-label={`${ATTACHMENT_TEXTS.delete} ${attachment.title}`}
                      >
                        {ATTACHMENT_TEXTS.delete}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardsWhenNarrow>
      )}
      <AddAttachment studyId={studyId} onAdded={reload} />
      {renaming && (
        <RenameAttachmentModal attachment={renaming} onClose={() => setRenaming(null)} onDone={reload} />
      )}
      <ConfirmModal
        danger
        opened={deleting !== null}
        title="Delete attachment"
        text={ATTACHMENT_TEXTS.deleteConfirmation}
        confirmLabel="Delete attachment"
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
