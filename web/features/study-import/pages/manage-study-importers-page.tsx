import { Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { notices } from "../../../../core/rules/notices";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { InviteForm } from "../../study-team/components/invite-form";
import {
  changeImporterInvite,
  importKeys,
  inviteImporter,
  removeImporter,
  useImporterInvites,
  useStudyImporters,
} from "../api/study-import";

const COLUMNS = {
  name: "Name",
  email: "Email",
  invitedOn: "Invited on",
  validUntil: "Valid until",
  since: "Since",
  actions: "Actions",
} as const;

const day = (time: number) => dayjs(time).format("MM/DD/YYYY");

/**
 * /customer-support/manage-study-importers (spec 001 §2, §4): invite by name and e-mail, resend or
 * withdraw a pending invitation (a refusal reloads the list and says why), remove an importer.
 */
export function ManageStudyImportersPage() {
  const invites = useImporterInvites();
  const importers = useStudyImporters();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<{ id: number; fullName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const reloadInvites = () => queryClient.invalidateQueries({ queryKey: importKeys.invites });

  if (!invites.data || !importers.data) {
    return <PagePending label="Loading study importers" />;
  }

  async function change(action: "uninvite" | "resend", id: number) {
    const done = await changeImporterInvite(action, id);
    if (action === "uninvite") showNotice(notices[done ? "uninvited" : "uninvited-failed"]());
    else showNotice(notices[done ? "resent-invite" : "resend-invite-failed"]());
    await reloadInvites();
  }

  async function confirmRemove() {
    if (!removing) return;
    setBusy(true);
    try {
      await removeImporter(removing.id);
      showNotice(notices["importer-removed"](removing.fullName));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: importKeys.importers });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xl">
      <Title order={1}>Manage study importers</Title>
      <InviteForm
        heading="Invite a study importer"
        onInvite={async (values) => {
          const invite = await inviteImporter(values);
          showNotice(notices["importer-invite-sent"](invite.email));
          await reloadInvites();
          return true;
        }}
      />
      <section aria-labelledby="pending-heading">
        <Title order={2} size="h4" id="pending-heading" mb="xs">
          Pending invitations
        </Title>
        {invites.data.length === 0 ? (
          <Text size="sm">There are no pending invitations.</Text>
        ) : (
          <CardsWhenNarrow>
            <Table aria-labelledby="pending-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMNS.name}</Table.Th>
                  <Table.Th>{COLUMNS.email}</Table.Th>
                  <Table.Th>{COLUMNS.invitedOn}</Table.Th>
                  <Table.Th>{COLUMNS.validUntil}</Table.Th>
                  <Table.Th>{COLUMNS.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invites.data.map((invite) => (
                  <Table.Tr key={invite.id}>
                    <Table.Td>{invite.name}</Table.Td>
                    <Table.Td data-label={COLUMNS.email}>{invite.email}</Table.Td>
                    <Table.Td data-label={COLUMNS.invitedOn}>{day(invite.createdAt)}</Table.Td>
                    <Table.Td data-label={COLUMNS.validUntil}>
                      {invite.expired ? "Expired" : day(invite.expiresAt)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Resend to ${invite.email}`}
                          onClick={() => change("resend", invite.id)}
                        >
                          Resend
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Uninvite ${invite.email}`}
                          onClick={() => change("uninvite", invite.id)}
                        >
                          Uninvite
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        )}
      </section>
      <section aria-labelledby="importers-heading">
        <Title order={2} size="h4" id="importers-heading" mb="xs">
          Study importers
        </Title>
        {importers.data.length === 0 ? (
          <Text size="sm">Nobody imports studies yet.</Text>
        ) : (
          <CardsWhenNarrow>
            <Table aria-labelledby="importers-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMNS.name}</Table.Th>
                  <Table.Th>{COLUMNS.email}</Table.Th>
                  <Table.Th>{COLUMNS.since}</Table.Th>
                  <Table.Th>{COLUMNS.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {importers.data.map((importer) => (
                  <Table.Tr key={importer.id}>
                    <Table.Td>{importer.fullName}</Table.Td>
                    <Table.Td data-label={COLUMNS.email}>{importer.email}</Table.Td>
                    <Table.Td data-label={COLUMNS.since}>{day(importer.createdAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Remove ${importer.fullName}`}
                        onClick={() => setRemoving(importer)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        )}
      </section>
      <ConfirmModal
        opened={removing !== null}
        title="Remove"
        text={`${removing?.fullName ?? ""} will no longer be able to import studies, and their API token stops working.`}
        confirmLabel="Remove"
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
