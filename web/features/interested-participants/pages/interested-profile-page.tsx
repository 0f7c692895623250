import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { InterestedParticipantSummary } from "../../../../core/contracts/interested-participants";
import { DATE_FORMAT } from "../../../../core/rules/dates";
import { INBOX_TEXTS } from "../../../../core/rules/inbox";
import {
  countedTitle,
  INTERESTED_LIST_TITLES,
  LABELED_LIST_TITLE,
} from "../../../../core/rules/interested-lists";
import { notices } from "../../../../core/rules/notices";
import { localToday, participantSummaryText } from "../../../../core/rules/profile-display";
import { showNotice } from "../../../components/notice";
import { PagePending, unanswered } from "../../../components/page-pending";
import { PanelPending } from "../../../components/panel-pending";
import { ParticipantWalk } from "../../../components/participant-walk";
import { StatusBadge } from "../../../components/status-badge";
import { lastListLocation } from "../../../lib/last-list-location";
import { paths } from "../../../lib/paths";
import { messagingKeys } from "../../messaging/api/messages";
import type { ComposedMessage } from "../../messaging/components/message-composer";
import { MessageModal } from "../../messaging/components/message-modal";
import { useStudyByNumber } from "../../studies/api/study";
import { useVolunteerProfile } from "../../volunteer-profiles/api/volunteer-profile";
import { VolunteerProfileView } from "../../volunteer-profiles/components/volunteer-profile-view";
import {
  interestedKeys,
  useInterestedNeighbour,
  useInterestedParticipant,
  useInterestedStatistics,
} from "../api/interested-participants";
import { type ParticipantLabelChange, saveParticipantLabels } from "../api/labels";
import { messageParticipants } from "../api/message-participants";
import { LabelBadge } from "../components/label-badge";
import { LabelFormModal } from "../components/label-form-modal";
import { LabelsModal } from "../components/labels-modal";
import { MoveToMenu } from "../components/move-to-menu";
import { StudyQuestionsAndAnswers } from "../components/study-qa";
import { WaitingBadge } from "../components/waiting-badge";
import { type CurrentList, currentListOf, filterOf, listKeyOf } from "../current-list";

/**
 * /studies/{studyNum}/interested/{list}/{id} and /interested/label/{labelId}/{id}: one interested
 * participant (spec 000 §2.8), opened from a list whose order Previous and Next walk.
 */
export function InterestedProfilePage() {
  const { studyNum = "", list, labelId, id = "" } = useParams();
  const current = currentListOf({ list, labelId });
  if (!current || !/^[1-9]\d{0,9}$/.test(id)) return <Navigate to={paths.notFound()} replace />;
  return (
    <InterestedProfileView
      key={`${listKeyOf(current)}/${id}`}
      studyNum={studyNum}
      current={current}
      id={Number(id)}
    />
  );
}

function listPath(studyNum: string, current: CurrentList): string {
  return "list" in current
    ? paths.study.interested(studyNum, current.list)
    : paths.study.interestedLabel(studyNum, current.labelId);
}

function InterestedProfileView(props: { studyNum: string; current: CurrentList; id: number }) {
  const { studyNum, current, id } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const study = useStudyByNumber(studyNum).detail.data;
  const studyId = study?.id;
  const participant = useInterestedParticipant(studyId, id);
  const row = participant.data;
  const filter = filterOf(current);
  const previous = useInterestedNeighbour(studyId, row, filter, "previous");
  const next = useInterestedNeighbour(studyId, row, filter, "next");
  const profile = useVolunteerProfile(studyId, row?.userId ?? 0, Boolean(row));
  const [busy, setBusy] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [labelFormOpen, setLabelFormOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const statistics = useInterestedStatistics(studyId);

  if (!study || unanswered(participant)) {
    return <PagePending label="Loading participant" />;
  }
  // Another study's participant, or one the team can no longer see.
  if (!row) return <Navigate to={paths.notFound()} replace />;
  const backTo = lastListLocation("interested", studyNum, listKeyOf(current)) ?? listPath(studyNum, current);
  const heading =
    "list" in current
      ? countedTitle(INTERESTED_LIST_TITLES[current.list], 2)
      : countedTitle(LABELED_LIST_TITLE, 2);
  const open = (target: InterestedParticipantSummary) =>
    navigate(
      paths.study.interestedParticipant(studyNum, "list" in current ? current.list : current, target.id),
    );

  async function saveLabels(participant: InterestedParticipantSummary, changes: ParticipantLabelChange[]) {
    setBusy(true);
    try {
      const labeled = await saveParticipantLabels(participant.studyId, changes);
      showNotice(notices["labels-saved"](labeled, changes.length));
    } finally {
      setBusy(false);
      setLabelsOpen(false);
      // The participant is read again with its labels (spec 000 §4.4).
      await queryClient.invalidateQueries({ queryKey: interestedKeys.study(participant.studyId) });
    }
  }

  async function sendMessage(
    participant: InterestedParticipantSummary,
    message: ComposedMessage,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const result = await messageParticipants(participant.studyId, [participant], message);
      const complete = result.messaged === 1 && (message.labelId === null || result.labeled === 1);
      showNotice(
        complete ? notices["message-sent"]() : notices["messages-sent"](result, message.labelId !== null),
      );
      setMessageOpen(false);
      return true;
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: interestedKeys.study(participant.studyId) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.study(participant.studyId) }),
      ]);
    }
  }

  const labels = Object.values(row.labels);
  return (
    <Stack gap="lg">
      <ParticipantWalk backTo={backTo} previous={previous.data} next={next.data} onOpen={open} />
      <Title order={1}>{heading}</Title>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={2}>
              {row.firstName} {row.lastName}
            </Title>
            <StatusBadge status={row.status} />
            <WaitingBadge days={row.waitingDays} />
          </Group>
          <Text size="sm">{participantSummaryText(row, localToday())}</Text>
          <Text size="sm">Date of interest: {dayjs(row.showInterestDate).format(DATE_FORMAT)}</Text>
          {labels.length > 0 && (
            <Group gap={4} aria-label="Labels">
              {labels.map((label) => (
                <LabelBadge key={label.id} name={label.name} style={label.style} />
              ))}
            </Group>
          )}
          <Anchor component={Link} to={paths.study.inboxConversation(studyNum, row.id)} size="sm">
            View messages
          </Anchor>
        </Stack>
        <Group gap="xs">
          <Button variant="default" disabled={busy} onClick={() => setMessageOpen(true)}>
            {INBOX_TEXTS.message}
          </Button>
          <Button variant="default" disabled={busy} onClick={() => setLabelsOpen(true)}>
            Labels
          </Button>
          <MoveToMenu
            participant={row}
            from={"labelId" in current ? { labelId: current.labelId } : undefined}
            disabled={busy}
          />
        </Group>
      </Group>
      {profile.data ? (
        <VolunteerProfileView profile={profile.data} contact settings />
      ) : (
        <PanelPending reads={[profile]} label="Loading profile" />
      )}
      <StudyQuestionsAndAnswers studyId={row.studyId} studyNum={studyNum} userId={row.userId} />
      {labelsOpen && statistics.data && (
        <LabelsModal
          opened
          labels={statistics.data.labels}
          participants={[{ id: row.id, labelIds: new Set(labels.map((label) => label.id)) }]}
          busy={busy}
          onClose={() => setLabelsOpen(false)}
          onCreate={() => setLabelFormOpen(true)}
          onSave={(changes) => saveLabels(row, changes)}
        />
      )}
      {messageOpen && statistics.data && (
        <MessageModal
          studyId={row.studyId}
          count={1}
          recipient={row}
          labels={statistics.data.labels}
          onClose={() => setMessageOpen(false)}
          onSend={(message) => sendMessage(row, message)}
        />
      )}
      {labelFormOpen && (
        <LabelFormModal
          opened
          studyId={row.studyId}
          onClose={() => setLabelFormOpen(false)}
          onSaved={async () => {
            setLabelFormOpen(false);
            await queryClient.invalidateQueries({ queryKey: interestedKeys.statistics(row.studyId) });
          }}
        />
      )}
    </Stack>
  );
}
