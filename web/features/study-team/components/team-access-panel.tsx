import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { TeamMember } from "../../../../core/contracts/study-team";
import { DATE_FORMAT } from "../../../../core/rules/dates";
import { type Notice, notices } from "../../../../core/rules/notices";
import { TEAM_TEXTS } from "../../../../core/rules/study-team";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useAuthDetails } from "../../auth/api/auth-details";
import { studyKeys } from "../../studies/api/studies";
import {
  inviteTeamMember,
  removeTeamMember,
  resendInvite,
  teamKeys,
  uninvite,
  useTeamAccess,
} from "../api/study-team";
import { InviteForm } from "./invite-form";

const fullName = (member: TeamMember) =>
  `${member.studyTeamMemberUser.firstName} ${member.studyTeamMemberUser.lastName}`;

/**
 * The 'Study Team Access' tab (spec 001 §2, §4): the principal investigator apart, the members with
 * Remove, the pending invitations with resend and uninvite, and the invite form. Removing yourself
 * leaves for the study list; a member gone meanwhile (404) only refreshes.
 */
export function TeamAccessPanel(props: { studyId: number }) {
  const { studyId } = props;
  const access = useTeamAccess(studyId);
  const me = useAuthDetails().data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.study(studyId) });

  if (!access.data) return <Text>Loading the team…</Text>;
  const pi = access.data.members.find((member) => member.role === "PRINCIPAL_INVESTIGATOR");
  const members = access.data.members.filter((member) => member.role !== "PRINCIPAL_INVESTIGATOR");

  async function remove(member: TeamMember) {
    setBusy(true);
    try {
      if (await removeTeamMember(studyId, member.id))
        showNotice(notices["team-member-removed"](fullName(member)));
      setRemoving(null);
      if (member.studyTeamMemberUser.id === me?.loggedInUser?.userId) {
        await queryClient.invalidateQueries({ queryKey: studyKeys.all });
        navigate(paths.studies.current());
        return;
      }
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  /** An invitation's action: its notice when done, the failure's when it answered 404; the list reloads. */
  async function act(action: () => Promise<boolean>, done: () => Notice, failed: () => Notice) {
    setBusy(true);
    try {
      showNotice((await action()) ? done() : failed());
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <section aria-labelledby="pi-heading">
        <Title order={2} size="h4" id="pi-heading" mb="xs">
          {TEAM_TEXTS.principalInvestigator}
        </Title>
        {pi && (
          <Text>
            {fullName(pi)} · {pi.studyTeamMemberUser.email}
          </Text>
        )}
      </section>
      <section aria-labelledby="members-heading">
        <Title order={2} size="h4" id="members-heading" mb="xs">
          {TEAM_TEXTS.members}
        </Title>
        {members.length === 0 ? (
          <Text size="sm">{TEAM_TEXTS.noMembers}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-labelledby="members-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{fullName(member)}</Table.Td>
                    <Table.Td>{member.studyTeamMemberUser.email}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        aria-label={`${TEAM_TEXTS.remove} ${fullName(member)}`}
                        onClick={() => setRemoving(member)}
                      >
                        {TEAM_TEXTS.remove}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      {access.data.invitees.length > 0 && (
        <section aria-labelledby="pending-heading">
          <Title order={2} size="h4" id="pending-heading" mb="xs">
            {TEAM_TEXTS.pending}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {access.data.invitees.map((invitee) => (
              <Group component="li" key={invitee.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {invitee.name} · {invitee.email} · invited {dayjs(invitee.invitedAt).format(DATE_FORMAT)}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy}
                    aria-label={`${TEAM_TEXTS.resend} to ${invitee.name}`}
                    onClick={() =>
                      act(
                        () => resendInvite(studyId, invitee.id),
                        notices["resent-invite"],
                        notices["resend-invite-failed"],
                      )
                    }
                  >
                    {TEAM_TEXTS.resend}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy}
                    aria-label={`${TEAM_TEXTS.uninvite} ${invitee.name}`}
                    onClick={() =>
                      act(() => uninvite(studyId, invitee.id), notices.uninvited, notices["uninvited-failed"])
                    }
                  >
                    {TEAM_TEXTS.uninvite}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </section>
      )}
      <InviteForm
        onInvite={async (invite) => {
          try {
            await inviteTeamMember(studyId, invite);
          } catch (error) {
            if (error instanceof ApiError) return false;
            throw error;
          }
          showNotice(notices["invite-sent"](invite.email));
          await refresh();
          return true;
        }}
      />
      <ConfirmModal
        opened={removing !== null}
        title={TEAM_TEXTS.remove}
        text={removing ? TEAM_TEXTS.removeConfirmation(fullName(removing)) : ""}
        confirmLabel={TEAM_TEXTS.remove}
        danger
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      />
    </Stack>
  );
}
