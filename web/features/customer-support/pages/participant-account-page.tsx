import { Anchor, Button, Group, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import type { AccountStats, ParticipantAccount } from "../../../../core/contracts/customer-support";
import { SUPPORT_TEXTS } from "../../../../core/rules/customer-support";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { tabTitleProps } from "../../../../core/rules/document-title";
import { CHILD_TURNED_ADULT_REASON_ID } from "../../../../core/rules/lookup-ids";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import {
  deactivateParticipant,
  reactivateParticipant,
  supportKeys,
  useAccountStats,
  useParticipantAccount,
} from "../api/customer-support";
import { AccountStateBadge } from "../components/account-state-badge";
import { DeactivateModal } from "../components/deactivate-modal";
import { ResetLinkPanel } from "../components/reset-link-panel";

const when = (time: number | null) => (time ? dayjs(time).format(DATE_TIME_FORMAT) : "Never");

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="gray.8">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function Family({ account }: { account: ParticipantAccount }) {
  if (!account.parentAccount && account.lovedOnes.length === 0) return null;
  return (
    <section aria-labelledby="family-heading">
      <Title order={2} size="h4" id="family-heading" mb="xs">
        {account.parentAccount ? "Parent or guardian" : "Loved ones"}
      </Title>
      <List>
        {[...(account.parentAccount ? [account.parentAccount] : []), ...account.lovedOnes].map((person) => (
          <List.Item key={person.userId}>
            <Anchor component={Link} to={paths.customerSupport.participant(person.userId)} c="blue.9">
              {person.fullName}
            </Anchor>{" "}
            ({person.enabled ? SUPPORT_TEXTS.accountActive : SUPPORT_TEXTS.accountInactive}, since{" "}
            {dayjs(person.creationDate).format("MM/DD/YYYY")})
          </List.Item>
        ))}
      </List>
    </section>
  );
}

function Logins({ stats }: { stats: AccountStats }) {
  return (
    <section aria-labelledby="logins-heading">
      <Title order={2} size="h4" id="logins-heading" mb="xs">
        Last logins
      </Title>
      {stats.loginDetails.length === 0 ? (
        <Text size="sm">No logins yet</Text>
      ) : (
        <Table aria-labelledby="logins-heading" maw={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.loginDetails.map((login) => (
              <Table.Tr key={login.id}>
                <Table.Td>{when(login.auditDate)}</Table.Td>
                <Table.Td>{login.auditStatus}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

/**
 * /customer-support/help-participants/participant/{userId}: the account with its activity, deactivation
 * (reason and typed word), reactivation by the rules of spec 001 §4, and a password-reset link.
 */
export function ParticipantAccountPage() {
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const account = useParticipantAccount(valid ? userId : 0);
  const stats = useAccountStats(valid ? userId : 0);
  const queryClient = useQueryClient();
  const [deactivating, setDeactivating] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!valid) return <Navigate to={paths.notFound()} replace />;
  if (!account.data || !stats.data) {
    return <PagePending label="Loading the account" />;
  }
  const person = account.data;
  const activity = stats.data;
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["support"] }),
      queryClient.invalidateQueries({ queryKey: supportKeys.account(userId) }),
    ]);
  const blocked = activity.deactivationInfo?.reason.id === CHILD_TURNED_ADULT_REASON_ID;
  const canReactivate = !activity.enabled && !activity.token && !blocked;
  const inactiveParent = person.parentAccount && !person.parentAccount.enabled;

  async function reactivate() {
    setBusy(true);
    try {
      await reactivateParticipant(userId);
      showNotice({ kind: "success", message: SUPPORT_TEXTS.reactivated(person.fullName) });
      await reload();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.customerSupport.helpParticipants()} size="sm" c="blue.9">
        {SUPPORT_TEXTS.backToSearch}
      </Anchor>
      <Group gap="sm">
        <Title order={1} {...tabTitleProps(SUPPORT_TEXTS.participantAccountTab)}>
          {person.fullName}
        </Title>
        <AccountStateBadge stats={activity} />
      </Group>
      <Text>{person.email}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Fact label="Unread messages" value={activity.unreadMessageCnt} />
        <Fact label="Recommended studies" value={activity.recommendedStudiesCnt} />
        <Fact label="Studies interested in" value={activity.showedInterestStudiesCnt} />
        <Fact label="Account created" value={when(activity.createdDate)} />
        <Fact label="Last login" value={when(person.lastLoginDate)} />
        <Fact
          label="Locked after failed logins"
          value={person.lastLoginFailLockTime ? when(person.lastLoginFailLockTime) : "Not locked"}
        />
      </SimpleGrid>
      <Family account={person} />
      <Logins stats={activity} />
      <section aria-labelledby="actions-heading">
        <Title order={2} size="h4" id="actions-heading" mb="xs">
          Account
        </Title>
        <Stack gap="sm">
          {activity.enabled ? (
            <Group>
              <Button color="red.9" onClick={() => setDeactivating(true)}>
                {SUPPORT_TEXTS.deactivate}
              </Button>
            </Group>
          ) : (
            <Stack gap="xs">
              {blocked && <Text size="sm">{SUPPORT_TEXTS.cannotReactivateAdultChild}</Text>}
              {canReactivate && person.lovedOnes.some((lovedOne) => !lovedOne.enabled) && (
                <Text size="sm">{SUPPORT_TEXTS.reactivateLovedOnes}</Text>
              )}
              {canReactivate && inactiveParent && (
                <Text size="sm">{SUPPORT_TEXTS.parentAlsoReactivated}</Text>
              )}
              <Group>
                <Button onClick={reactivate} disabled={!canReactivate} loading={busy}>
                  {SUPPORT_TEXTS.reactivate}
                </Button>
              </Group>
            </Stack>
          )}
          <ResetLinkPanel userName={person.username} />
        </Stack>
      </section>
      <DeactivateModal
        opened={deactivating}
        name={person.fullName}
        hasLovedOnes={person.lovedOnes.length > 0}
        onClose={() => setDeactivating(false)}
        onDeactivate={async (reasonId) => {
          await deactivateParticipant(userId, reasonId);
          setDeactivating(false);
          showNotice({ kind: "success", message: SUPPORT_TEXTS.deactivated(person.fullName) });
          await reload();
        }}
      />
    </Stack>
  );
}
