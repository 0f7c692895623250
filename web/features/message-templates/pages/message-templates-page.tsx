import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { MessageTemplate } from "../../../../core/contracts/message-templates";
import { TEMPLATE_TEXTS } from "../../../../core/rules/message-templates";
import { notices } from "../../../../core/rules/notices";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { formatCreator, formatDate } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useStudyByNumber } from "../../studies/api/study";
import { deleteMessageTemplate, templateKeys, useMessageTemplates } from "../api/message-templates";

const DATE_COLUMN = "Date";

/** /studies/{studyNum}/message-templates (spec 000 §2.10): the study's templates by name. */
export function MessageTemplatesPage() {
  const { studyNum = "" } = useParams();
  const study = useStudyByNumber(studyNum).synopsis.data;
  const list = useMessageTemplates(study?.id);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  if (!study || !list.data) {
    return <PagePending label="Loading message templates" />;
  }
  const studyId = study.id;

  async function remove(template: MessageTemplate) {
    setBusy(true);
    try {
      await deleteMessageTemplate(studyId, template.id);
      showNotice(notices["template-deleted"]());
    } finally {
      setBusy(false);
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: templateKeys.study(studyId) });
    }
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.study.dashboard(studyNum)} size="sm">
        Back to Study Home
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{TEMPLATE_TEXTS.listTitle}</Title>
        <Button component={Link} to={paths.study.newMessageTemplate(studyNum)}>
          {TEMPLATE_TEXTS.addLink}
        </Button>
      </Group>
      {list.data.length === 0 ? (
        <Text>{TEMPLATE_TEXTS.none}</Text>
      ) : (
        <CardsWhenNarrow>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>{TEMPLATE_TEXTS.addedBy}</Table.Th>
                <Table.Th>{DATE_COLUMN}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {template.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {TEMPLATE_TEXTS.typeLabels[template.type]}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={TEMPLATE_TEXTS.addedBy}>
                    {formatCreator(template.creatorFirstName, template.creatorLastName)}
                  </Table.Td>
                  <Table.Td data-label={DATE_COLUMN}>{formatDate(template.createdDate)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={paths.study.editMessageTemplate(studyNum, template.id)}
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${template.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        c="red.9"
                        onClick={() => setDeleting(template)}
                        aria-label={`Delete ${template.name}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardsWhenNarrow>
      )}
      <ConfirmModal
        danger
        opened={deleting !== null}
        title="Delete message template"
        text={TEMPLATE_TEXTS.deleteConfirmation}
        confirmLabel="Delete template"
        busy={busy}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
