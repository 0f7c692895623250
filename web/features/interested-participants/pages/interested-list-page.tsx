import { Box, Flex, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type {
  InterestedParticipantSummary,
  MoveSource,
} from "../../../../core/contracts/interested-participants";
import {
  countedTitle,
  INTERESTED_LIST_TITLES,
  INTERESTED_STATUS_NAMES,
  INTERESTED_TEXTS,
  type InterestedStatus,
  LABELED_LIST_TITLE,
  STATUS_OF_INTERESTED_LIST,
} from "../../../../core/rules/interested-lists";
import { INTERESTED_PARTICIPANT_PAGE_SIZE } from "../../../../core/rules/limits";
import { notices } from "../../../../core/rules/notices";
import { showNotice } from "../../../components/notice";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending } from "../../../components/page-pending";
import { ApiError } from "../../../lib/api-client";
import { rememberListLocation } from "../../../lib/last-list-location";
import { cursorFromSearch, pageCount, pageFromSearch, pageSearch } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { sendToList } from "../../messaging/api/messages";
import type { ComposedMessage } from "../../messaging/components/message-composer";
import { MessageModal } from "../../messaging/components/message-modal";
import { studyKeys } from "../../studies/api/studies";
import { useStudyByNumber } from "../../studies/api/study";
import {
  interestedKeys,
  moveInterestedParticipants,
  useInterestedList,
  useInterestedStatistics,
} from "../api/interested-participants";
import { type ParticipantLabelChange, saveParticipantLabels } from "../api/labels";
import { messageParticipants } from "../api/message-participants";
import { ExportLink } from "../components/export-link";
import { InterestedListNav } from "../components/interested-list-nav";
import { InterestedTable } from "../components/interested-table";
import { InterestedToolbar } from "../components/interested-toolbar";
import { LabelActions } from "../components/label-actions";
import { LabelBadge } from "../components/label-badge";
import { LabelFormModal } from "../components/label-form-modal";
import { LabelsModal } from "../components/labels-modal";
import { NameSearch } from "../components/name-search";
import { type CurrentList, currentListOf, filterOf, listKeyOf } from "../current-list";

/**
 * /studies/{studyNum}/interested/{list} and /interested/label/{labelId} (spec 000 §2.1, §2.7): a list name
 * other than the five, or a label id that is not a number, goes to the 404 page.
 */
export function InterestedListPage() {
  const { studyNum = "", list, labelId } = useParams();
  const current = currentListOf({ list, labelId });
  if (!current) return <Navigate to={paths.notFound()} replace />;
  return <InterestedListView key={listKeyOf(current)} studyNum={studyNum} current={current} />;
}

function InterestedListView({ studyNum, current }: { studyNum: string; current: CurrentList }) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const page = pageFromSearch(search);
  const study = useStudyByNumber(studyNum).detail.data;
  const rows = useInterestedList(study?.id, filterOf(current), page, cursorFromSearch(search));
  const statistics = useInterestedStatistics(study?.id);
  const label =
    "labelId" in current ? statistics.data?.labels.find((item) => item.id === current.labelId) : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The selection: each selected participant as the list showed it, or every one (all pages).
  const [selected, setSelected] = useState<ReadonlyMap<number, InterestedParticipantSummary>>(new Map());
  const [allSelected, setAllSelected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [labelFormOpen, setLabelFormOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  // Set once this label's list deleted its label: the list is left for New, not for the 404 page.
  const [leaving, setLeaving] = useState(false);

  const listKey = listKeyOf(current);
  useEffect(() => {
    rememberListLocation("interested", studyNum, listKey, `${location.pathname}${location.search}`);
  }, [studyNum, listKey, location.pathname, location.search]);

  // A page past the last goes back to page 1.
  useEffect(() => {
    if (rows.data && !rows.isPlaceholderData && rows.data.page.length === 0 && page > 1) {
      setSearch({ page: "1" }, { replace: true });
    }
  }, [rows.data, rows.isPlaceholderData, page, setSearch]);

  if ("labelId" in current && statistics.data && !label && !leaving) {
    return <Navigate to={paths.notFound()} replace />;
  }
  if (!study || !rows.data || !statistics.data) {
    return <PagePending label="Loading participants" />;
  }
  const total = rows.data.totalCount;
  const pageRows = rows.data.page;
  const studyId = study.id;
  const currentStatus = "list" in current ? STATUS_OF_INTERESTED_LIST[current.list] : null;

  function clearSelection() {
    setSelected(new Map());
    setAllSelected(false);
  }

  function selectPage(on: boolean) {
    const next = new Map(selected);
    for (const row of pageRows) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setSelected(next);
  }

  // What each move tests: the label of a label list, else the status the list showed.
  function sourceOf(status: InterestedStatus): MoveSource {
    return "labelId" in current ? { labelId: current.labelId } : { status };
  }

  async function move(to: InterestedStatus) {
    const moves = [...selected.values()].map((row) => ({ id: row.id, from: sourceOf(row.status) }));
    setBusy(true);
    try {
      const moved = await moveInterestedParticipants(studyId, moves, to);
      showNotice(notices["interested-move"](INTERESTED_STATUS_NAMES[to], moved, moves.length));
    } finally {
      setBusy(false);
      clearSelection();
      await refresh();
    }
  }

  function refresh() {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: interestedKeys.study(studyId) }),
      queryClient.invalidateQueries({ queryKey: studyKeys.all }),
    ]);
  }

  async function saveLabels(changes: ParticipantLabelChange[]) {
    setBusy(true);
    try {
      const labeled = await saveParticipantLabels(studyId, changes);
      showNotice(notices["labels-saved"](labeled, changes.length));
    } finally {
      setBusy(false);
      setLabelsOpen(false);
      clearSelection();
      await refresh();
    }
  }

  async function sendMessages(message: ComposedMessage): Promise<boolean> {
    setBusy(true);
    try {
      const result = allSelected
        ? await sendToList(
            studyId,
            "labelId" in current ? { labelId: current.labelId } : { status: currentStatus },
            message,
          )
        : await messageParticipants(studyId, [...selected.values()], message);
      showNotice(notices["messages-sent"](result, message.labelId !== null));
      setMessageOpen(false);
      clearSelection();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showNotice(notices["message-not-sent"]());
      return false;
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  const selectedRows = [...selected.values()];
  const title =
    "list" in current
      ? `${total} ${countedTitle(INTERESTED_LIST_TITLES[current.list], total)}`
      : `${total} ${countedTitle(LABELED_LIST_TITLE, total)}`;
  return (
    <Flex gap="lg" direction={{ base: "column", lg: "row" }} align={{ base: "stretch", lg: "flex-start" }}>
      <InterestedListNav studyNum={studyNum} current={current} statistics={statistics.data} />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Box>
          <Group gap="xs">
            <Title order={1}>{title}</Title>
            {label && <LabelBadge name={label.name} style={label.style} />}
          </Group>
          {label && (
            <LabelActions
              studyId={studyId}
              label={label}
              onChanged={refresh}
              onDeleted={() => {
                setLeaving(true);
                navigate(paths.study.interested(studyNum, "new"));
              }}
            />
          )}
          <Text size="sm" c="dimmed">
            {INTERESTED_TEXTS.sortedBy}
          </Text>
        </Box>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <NameSearch studyNum={studyNum} studyId={studyId} />
          <ExportLink studyId={studyId} publishable={study.publishable} />
        </Group>
        {total === 0 ? (
          <Text>{INTERESTED_TEXTS.empty}</Text>
        ) : (
          <>
            <InterestedToolbar
              pageCount={pageRows.length}
              total={total}
              selectionCount={allSelected ? total : selected.size}
              allSelected={allSelected}
              currentStatus={currentStatus}
              busy={busy}
              onSelectPage={() => selectPage(true)}
              onSelectAll={() => setAllSelected(true)}
              onSelectNone={clearSelection}
              onMove={move}
              onLabels={() => setLabelsOpen(true)}
              onMessage={() => setMessageOpen(true)}
            />
            <InterestedTable
              rows={pageRows}
              profilePath={(id) =>
                paths.study.interestedParticipant(studyNum, "list" in current ? current.list : current, id)
              }
              selected={new Set(selected.keys())}
              allSelected={allSelected}
              onToggle={(row) => {
                const next = new Map(selected);
                if (next.has(row.id)) next.delete(row.id);
                else next.set(row.id, row);
                setSelected(next);
              }}
              onTogglePage={() => selectPage(!pageRows.every((row) => selected.has(row.id)))}
            />
            <PageNavigator
              page={page}
              totalPages={pageCount(total, INTERESTED_PARTICIPANT_PAGE_SIZE)}
              onChange={(next) => {
                setSearch(pageSearch(page, next, pageRows));
                if (allSelected) clearSelection();
              }}
            />
          </>
        )}
      </Stack>
      {labelsOpen && (
        <LabelsModal
          opened
          labels={statistics.data.labels}
          participants={[...selected.values()].map((row) => ({
            id: row.id,
            labelIds: new Set(Object.values(row.labels).map((item) => item.id)),
          }))}
          busy={busy}
          onClose={() => setLabelsOpen(false)}
          onCreate={() => setLabelFormOpen(true)}
          onSave={saveLabels}
        />
      )}
      {messageOpen && (
        <MessageModal
          studyId={studyId}
          count={allSelected ? total : selected.size}
          recipient={!allSelected && selectedRows.length === 1 ? (selectedRows[0] ?? null) : null}
          labels={statistics.data.labels}
          onClose={() => setMessageOpen(false)}
          onSend={sendMessages}
        />
      )}
      {labelFormOpen && (
        <LabelFormModal
          opened
          studyId={studyId}
          onClose={() => setLabelFormOpen(false)}
          onSaved={async () => {
            setLabelFormOpen(false);
            await refresh();
          }}
        />
      )}
    </Flex>
  );
}
