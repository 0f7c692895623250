import { Anchor, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { MatchedParticipantSummary } from "../../../../core/contracts/matched-participants";
import {
  isMatchedList,
  MATCHED_LIST_HEADINGS,
  MATCHED_TEXTS,
  type MatchedList,
  type MovableStatus,
  type MoveTarget,
  matchedListActions,
  STATUS_OF_LIST,
} from "../../../../core/rules/matched-lists";
import { notices } from "../../../../core/rules/notices";
import { postingStatus } from "../../../../core/rules/posting-status";
import { ageText, localToday, textOrNotAvailable } from "../../../../core/rules/profile-display";
import { hasAnyRole } from "../../../../core/rules/roles";
import { showNotice } from "../../../components/notice";
import { PagePending, unanswered } from "../../../components/page-pending";
import { PanelPending } from "../../../components/panel-pending";
import { ParticipantWalk } from "../../../components/participant-walk";
import { lastListLocation } from "../../../lib/last-list-location";
import { paths } from "../../../lib/paths";
import { useAuthDetails } from "../../auth/api/auth-details";
import { studyKeys } from "../../studies/api/studies";
import { useStudyByNumber } from "../../studies/api/study";
import { useVolunteerProfile } from "../../volunteer-profiles/api/volunteer-profile";
import { VolunteerProfileView } from "../../volunteer-profiles/components/volunteer-profile-view";
import {
  fetchNeighbour,
  matchedKeys,
  moveParticipant,
  neighbourQueryOptions,
  useMatchedParticipant,
} from "../api/matched-participants";
import { AskModal } from "../components/ask-modal";
import { UnsuccessfulModal } from "../components/unsuccessful-modal";
import { WhyMatchedSection } from "../components/why-matched";

/** /studies/{studyNum}/matched/{list}/{userId}: one matched participant (spec 000 §2.6). */
export function MatchedProfilePage() {
  const { studyNum = "", list = "", userId = "" } = useParams();
  if (!isMatchedList(list) || !/^[1-9]\d{0,9}$/.test(userId))
    return <Navigate to={paths.notFound()} replace />;
  return (
    <MatchedProfileView key={`${list}/${userId}`} studyNum={studyNum} list={list} userId={Number(userId)} />
  );
}

function MatchedProfileView({
  studyNum,
  list,
  userId,
}: {
  studyNum: string;
  list: MatchedList;
  userId: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const study = useStudyByNumber(studyNum).detail.data;
  const studyId = study?.id;
  const status = STATUS_OF_LIST[list];
  const participant = useMatchedParticipant(studyId, userId);
  const row = participant.data;
  const inList = row !== undefined && row !== null && row.status === status;
  const profile = useVolunteerProfile(studyId, userId, inList);
  const isAdmin = hasAnyRole(useAuthDetails().data?.loggedInUser?.roles ?? [], ["ADMIN"]);
  const previous = useQuery({
    ...neighbourQueryOptions(studyId ?? 0, row ?? { userId, timestamp: 0 }, status, "previous"),
    enabled: inList,
  });
  const next = useQuery({
    ...neighbourQueryOptions(studyId ?? 0, row ?? { userId, timestamp: 0 }, status, "next"),
    enabled: inList,
  });
  const [askOpen, setAskOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [unsuccessful, setUnsuccessful] = useState<"ask" | "dismiss" | null>(null);
  const [noMore, setNoMore] = useState(false);
  const listLocation = lastListLocation("matched", studyNum, list) ?? paths.study.matched(studyNum, list);

  if (!study || unanswered(participant)) {
    return <PagePending label="Loading participant" />;
  }
  if (row && row.status !== status) return <Navigate to={paths.notFound()} replace />;
  const activeStudyId = study.id;
  const active = postingStatus(study, Date.now()).status === "ACTIVE";
  const actions = matchedListActions(list, active);

  const open = (target: MatchedParticipantSummary) =>
    navigate(paths.study.matchedParticipant(studyNum, list, target.userId));

  async function openNext(from: MatchedParticipantSummary) {
    const following = await fetchNeighbour(activeStudyId, from, status, "next");
    if (following) open(following);
    else setNoMore(true);
  }

  async function act(to: MoveTarget, note?: string) {
    if (!row) return;
    setBusy(true);
    const outcome = await moveParticipant(activeStudyId, userId, {
      from: status as MovableStatus,
      to,
      message: note,
    }).finally(() => {
      setBusy(false);
      setAskOpen(false);
    });
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === studyKeys.all[0] ||
        (query.queryKey[0] === "matched" && query.queryKey[2] !== "participant"),
    });
    if (outcome === "moved") {
      showNotice(to === "ASKED_IF_INTERESTED" ? notices["ask-success"]() : notices["dismiss-success"]());
      // Marked stale without a re-read: read now, the new status would send this page to the 404 page
      // before the next participant opens; a later visit reads it again.
      void queryClient.invalidateQueries({
        queryKey: matchedKeys.participant(activeStudyId, userId),
        exact: true,
        refetchType: "none",
      });
      await openNext(row);
    } else {
      setUnsuccessful(to === "ASKED_IF_INTERESTED" ? "ask" : "dismiss");
    }
  }

  const backLink = (
    <Anchor component={Link} to={listLocation}>
      Back to participants
    </Anchor>
  );

  if (noMore) {
    return (
      <Stack gap="md">
        <Title order={1}>{MATCHED_LIST_HEADINGS[list]}</Title>
        <Text role="status">{MATCHED_TEXTS.lastParticipant}</Text>
        {backLink}
      </Stack>
    );
  }

  if (!row) {
    return (
      <Modal
        opened
        onClose={() => navigate(paths.study.matched(studyNum, list))}
        title={MATCHED_TEXTS.noLongerInList}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text size="sm">This participant is no longer in this list.</Text>
        <Group justify="flex-end" mt="md">
          <Button component={Link} to={paths.study.matched(studyNum, list)}>
            {MATCHED_TEXTS.refreshList}
          </Button>
        </Group>
      </Modal>
    );
  }

  const name = `${row.firstName} ${row.lastName}`;
  return (
    <Stack gap="lg">
      <ParticipantWalk backTo={listLocation} previous={previous.data} next={next.data} onOpen={open} />
      <Title order={1}>{MATCHED_LIST_HEADINGS[list]}</Title>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2}>{name}</Title>
          <Text size="sm">
            User ID {row.userId} · {textOrNotAvailable(row.gender)} · Age {ageText(row.dob, localToday())} ·{" "}
            {textOrNotAvailable(row.address)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button visibleFrom="sm" disabled={!actions.ask || busy} onClick={() => setAskOpen(true)}>
            Ask if interested
          </Button>
          <Button
            visibleFrom="sm"
            variant="default"
            disabled={!actions.dismiss || busy}
            onClick={() => act("DISMISSED")}
          >
            Dismiss
          </Button>
          <Button
            hiddenFrom="sm"
            size="compact-sm"
            variant="subtle"
            disabled={!actions.ask || busy}
            onClick={() => setAskOpen(true)}
          >
            Ask
          </Button>
          <Button
            hiddenFrom="sm"
            size="compact-sm"
            variant="subtle"
            disabled={!actions.dismiss || busy}
            onClick={() => act("DISMISSED")}
          >
            Dismiss
          </Button>
        </Group>
      </Group>
      {actions.notice && <Text size="sm">{actions.notice}</Text>}
      {row.whyMatched && <WhyMatchedSection why={row.whyMatched} />}
      {profile.data ? (
        // An administrator sees visibility and e-mail frequency instead of contact details (spec 000 §2.6).
        <VolunteerProfileView profile={profile.data} contact={!isAdmin} settings={isAdmin} />
      ) : (
        <PanelPending reads={[profile]} label="Loading profile" />
      )}
      {askOpen && (
        <AskModal
          studyId={activeStudyId}
          opened={askOpen}
          count={1}
          busy={busy}
          onClose={() => setAskOpen(false)}
          onAsk={(note) => act("ASKED_IF_INTERESTED", note)}
        />
      )}
      <UnsuccessfulModal
        action={unsuccessful}
        onNext={() => {
          setUnsuccessful(null);
          void openNext(row);
        }}
      />
    </Stack>
  );
}
