import { Box, Center, Flex, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import {
  countedTitle,
  INTERESTED_LIST_TITLES,
  INTERESTED_TEXTS,
  isInterestedList,
  LABELED_LIST_TITLE,
  STATUS_OF_INTERESTED_LIST,
} from "../../../../core/rules/interested-lists";
import { INTERESTED_PARTICIPANT_PAGE_SIZE } from "../../../../core/rules/limits";
import { paths } from "../../../app/paths";
import { PageNavigator } from "../../../components/page-navigator";
import { pageFromSearch } from "../../../lib/page-param";
import { useStudyByNumber } from "../../studies/api/study";
import {
  type InterestedFilter,
  useInterestedList,
  useInterestedStatistics,
} from "../api/interested-participants";
import { type CurrentList, InterestedListNav } from "../components/interested-list-nav";
import { InterestedTable } from "../components/interested-table";
import { LabelBadge } from "../components/label-badge";

/**
 * /studies/{studyNum}/interested/{list} and /interested/label/{labelId} (spec 000 §2.1, §2.7): a list name
 * other than the five, or a label id that is not a number, goes to the 404 page.
 */
export function InterestedListPage() {
  const { studyNum = "", list = "", labelId = "" } = useParams();
  if (labelId) {
    const id = Number(labelId);
    if (!Number.isSafeInteger(id) || id <= 0) return <Navigate to={paths.notFound()} replace />;
    return <InterestedListView key={`label-${id}`} studyNum={studyNum} current={{ labelId: id }} />;
  }
  if (!isInterestedList(list)) return <Navigate to={paths.notFound()} replace />;
  return <InterestedListView key={list} studyNum={studyNum} current={{ list }} />;
}

function filterOf(current: CurrentList): InterestedFilter {
  return "list" in current ? { status: STATUS_OF_INTERESTED_LIST[current.list] ?? undefined } : current;
}

function InterestedListView({ studyNum, current }: { studyNum: string; current: CurrentList }) {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const study = useStudyByNumber(studyNum).detail.data;
  const rows = useInterestedList(study?.id, filterOf(current), page);
  const statistics = useInterestedStatistics(study?.id);
  const label =
    "labelId" in current ? statistics.data?.labels.find((item) => item.id === current.labelId) : undefined;

  // A page past the last goes back to page 1.
  useEffect(() => {
    if (rows.data && !rows.isPlaceholderData && rows.data.page.length === 0 && page > 1) {
      setSearch({ page: "1" }, { replace: true });
    }
  }, [rows.data, rows.isPlaceholderData, page, setSearch]);

  if ("labelId" in current && statistics.data && !label) return <Navigate to={paths.notFound()} replace />;
  if (!study || !rows.data || !statistics.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading participants" />
      </Center>
    );
  }
  const total = rows.data.totalCount;
  const title =
    "list" in current
      ? `${total} ${countedTitle(INTERESTED_LIST_TITLES[current.list], total)}`
      : `${total} ${countedTitle(LABELED_LIST_TITLE, total)}`;
  return (
    <Flex gap="lg" direction={{ base: "column", sm: "row" }} align="flex-start">
      <InterestedListNav studyNum={studyNum} current={current} statistics={statistics.data} />
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Box>
          <Group gap="xs">
            <Title order={1}>{title}</Title>
            {label && <LabelBadge name={label.name} style={label.style} />}
          </Group>
          <Text size="sm" c="dimmed">
            {INTERESTED_TEXTS.sortedBy}
          </Text>
        </Box>
        {total === 0 ? (
          <Text>{INTERESTED_TEXTS.empty}</Text>
        ) : (
          <>
            <InterestedTable rows={rows.data.page} />
            <PageNavigator
              page={page}
              totalPages={Math.max(1, Math.ceil(total / INTERESTED_PARTICIPANT_PAGE_SIZE))}
              onChange={(next) => setSearch({ page: String(next) })}
            />
          </>
        )}
      </Stack>
    </Flex>
  );
}
