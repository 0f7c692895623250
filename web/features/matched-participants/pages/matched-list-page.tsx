import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { MATCHED_PARTICIPANT_PAGE_SIZE } from "../../../../core/rules/limits";
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
import { showNotice, useNoticesOfView } from "../../../components/notice";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending } from "../../../components/page-pending";
import { rememberListLocation } from "../../../lib/last-list-location";
import { pageCount, pageFromSearch } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { studyKeys } from "../../studies/api/studies";
import { useStudyByNumber } from "../../studies/api/study";
import {
  matchedKeys,
  moveAllParticipants,
  moveParticipants,
  useMatchedList,
  useMatchStatistics,
} from "../api/matched-participants";
import { AskModal } from "../components/ask-modal";
import { MatchedListNav } from "../components/matched-list-nav";
import { MatchedTable } from "../components/matched-table";
import { PartialMoveModal } from "../components/partial-move-modal";

/** /studies/{studyNum}/matched/{list}: a list name other than the four goes to the 404 page (spec 000 §2.1). */
export function MatchedListPage() {
  const { studyNum = "", list = "" } = useParams();
  if (!isMatchedList(list)) return <Navigate to={paths.notFound()} replace />;
  return <MatchedListView key={list} studyNum={studyNum} list={list} />;
}

function MatchedListView({ studyNum, list }: { studyNum: string; list: MatchedList }) {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const location = useLocation();
  const queryClient = useQueryClient();
  const study = useStudyByNumber(studyNum).detail.data;
  const status = STATUS_OF_LIST[list];
  const rows = useMatchedList(study?.id, status, page);
  const statistics = useMatchStatistics(study?.id);
  const active = study !== undefined && postingStatus(study, Date.now()).status === "ACTIVE";
  const actions = matchedListActions(list, active);
  const selectable = actions.ask || actions.dismiss;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allSelected, setAllSelected] = useState(false);
  const [askOpen, setAskOpen] = useState(false);
  const [whyOpen, setWhyOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A notice whose "Why?" opens this view's dialog goes with the view: elsewhere it would do nothing.
  const whyNotices = useNoticesOfView("matched-move-why");

  useEffect(() => {
    rememberListLocation("matched", studyNum, list, `${location.pathname}${location.search}`);
  }, [studyNum, list, location.pathname, location.search]);

  // A page past the last (after moves emptied it) goes back to page 1.
  useEffect(() => {
    if (rows.data && !rows.isPlaceholderData && rows.data.page.length === 0 && page > 1) {
      setSearch({ page: "1" }, { replace: true });
    }
  }, [rows.data, rows.isPlaceholderData, page, setSearch]);

  if (!study || !rows.data) {
    return <PagePending label="Loading participants" />;
  }
  const studyId = study.id;
  const total = rows.data.totalCount;
  const selectionCount = allSelected ? total : selected.size;
  const movable = list === "exact" || list === "partial";
  const matchingUnfinished = movable && !(statistics.data?.matchingFinished ?? study.matchingFinished);

  // The lists, their counts and the dashboard's counts (matchingFinished included).
  function refresh() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: matchedKeys.study(studyId) }),
      queryClient.invalidateQueries({ queryKey: studyKeys.all }),
    ]);
  }

  function clearSelection() {
    setSelected(new Set());
    setAllSelected(false);
  }

  function toggle(userId: number) {
    const next = new Set(selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    setSelected(next);
  }

  function togglePage() {
    const ids = rows.data?.page.map((row) => row.userId) ?? [];
    const everyone = ids.every((id) => selected.has(id));
    const next = new Set(selected);
    for (const id of ids) {
      if (everyone) next.delete(id);
      else next.add(id);
    }
    setSelected(next);
  }

  async function move(to: MoveTarget, note?: string) {
    const change = { from: status as MovableStatus, to, message: note };
    setBusy(true);
    try {
      const attempted = allSelected ? total : selected.size;
      const succeeded = allSelected
        ? await moveAllParticipants(studyId, change)
        : await moveParticipants(studyId, [...selected], change);
      const notice = notices["bulk-move"](
        to === "ASKED_IF_INTERESTED" ? "asked" : "dismissed",
        succeeded,
        attempted,
      );
      showNotice(
        notice,
        succeeded < attempted
          ? { id: whyNotices.next(), action: { label: "Why?", onClick: () => setWhyOpen(true) } }
          : {},
      );
    } finally {
      setBusy(false);
      setAskOpen(false);
      clearSelection();
      await refresh();
    }
  }

  const showRows = movable ? active : true;
  return (
    <Stack gap="md">
      <Title order={1}>Matched Participants: {MATCHED_LIST_HEADINGS[list]}</Title>
      <MatchedListNav studyNum={studyNum} current={list} statistics={statistics.data} />
      {matchingUnfinished && active && (
        <Alert color="blue.9" variant="light" role="status">
          <Group justify="space-between">
            <Text size="sm">{MATCHED_TEXTS.matchingUnfinished}</Text>
            <Button size="xs" variant="default" onClick={refresh}>
              Refresh
            </Button>
          </Group>
        </Alert>
      )}
      {actions.notice && (
        <Paper withBorder p="sm" role="note">
          <Text size="sm">{actions.notice}</Text>
        </Paper>
      )}
      {selectable && (
        <Group justify="space-between">
          <Group gap="xs">
            <Button onClick={() => setAskOpen(true)} disabled={selectionCount === 0 || busy}>
              Ask if interested
            </Button>
            <Button
              variant="default"
              onClick={() => move("DISMISSED")}
              disabled={selectionCount === 0 || busy}
            >
              Dismiss
            </Button>
          </Group>
          <Group gap="xs">
            <Text size="sm" aria-live="polite">
              {selectionCount} selected
            </Text>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setAllSelected(true)}
              disabled={total === 0 || allSelected}
            >
              {`Select all (${total})`}
            </Button>
            <Button variant="subtle" size="xs" onClick={clearSelection} disabled={selectionCount === 0}>
              Select none
            </Button>
          </Group>
        </Group>
      )}
      {showRows && total === 0 && <Text>{MATCHED_TEXTS.empty}</Text>}
      {showRows && total > 0 && (
        <>
          <MatchedTable
            studyNum={studyNum}
            list={list}
            rows={rows.data.page}
            selectable={selectable}
            selected={selected}
            allSelected={allSelected}
            onToggle={toggle}
            onTogglePage={togglePage}
          />
          <PageNavigator
            page={page}
            totalPages={pageCount(total, MATCHED_PARTICIPANT_PAGE_SIZE)}
            onChange={(next) => {
              setSearch({ page: String(next) });
              setSelected(new Set());
            }}
          />
        </>
      )}
      {askOpen && (
        <AskModal
          studyId={studyId}
          opened={askOpen}
          count={selectionCount}
          busy={busy}
          onClose={() => setAskOpen(false)}
          onAsk={(note) => move("ASKED_IF_INTERESTED", note)}
        />
      )}
      <PartialMoveModal opened={whyOpen} onClose={() => setWhyOpen(false)} />
    </Stack>
  );
}
