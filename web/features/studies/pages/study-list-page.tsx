import { Button, Group, NativeSelect, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { STUDY_SORT_LABELS, STUDY_SORTS, type StudySort } from "../../../../core/contracts/studies";
import { STUDY_LIST_PAGE_SIZE } from "../../../../core/rules/limits";
import { PageNavigator } from "../../../components/page-navigator";
import { PagePending, unanswered } from "../../../components/page-pending";
import { pageCount, pageFromSearch } from "../../../lib/page-param";
import { paths } from "../../../lib/paths";
import { useAuthDetails } from "../../auth/api/auth-details";
import { useStudies } from "../api/studies";
import { StudyCard } from "../components/study-card";

function sortOptions(archived: boolean): StudySort[] {
  return STUDY_SORTS.filter((sort) => !(archived && sort === "POSTING_STATUS"));
}

/** Reads sort-by and page from the address; anything invalid falls back (page not positive → 1). */
export function readListParams(
  search: URLSearchParams,
  archived: boolean,
): { sortBy: StudySort; page: number } {
  const sort = search.get("sort-by") as StudySort | null;
  const sortBy = sort && sortOptions(archived).includes(sort) ? sort : "NEW_PARTICIPANTS";
  return { sortBy, page: pageFromSearch(search) };
}

/** /studies/current and /studies/archived (spec 000 §2.3). */
export function StudyListPage({ archived }: { archived: boolean }) {
  const { data: auth } = useAuthDetails();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { sortBy, page } = readListParams(search, archived);
  const studies = useStudies({ archived, sortBy, page });
  const now = useMemo(() => Date.now(), []);
  const totalCount = studies.data?.totalCount ?? 0;
  const totalPages = pageCount(totalCount, STUDY_LIST_PAGE_SIZE);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) next.set(name, value);
    setSearch(next);
  };

  // A page past the last reloads at page 1 with the address corrected.
  useEffect(() => {
    if (studies.data && !studies.isPlaceholderData && studies.data.page.length === 0 && page > 1) {
      const next = new URLSearchParams(search);
      next.set("page", "1");
      setSearch(next, { replace: true });
    }
  }, [studies.data, studies.isPlaceholderData, page, search, setSearch]);

  return (
    <Stack>
      <Title order={1} size="h2">
        Hi {auth?.loggedInUser?.firstName ?? ""}, which study would you like to work on?
      </Title>
      <Tabs
        value={archived ? "archived" : "current"}
        onChange={(value) =>
          navigate(value === "archived" ? paths.studies.archived() : paths.studies.current())
        }
      >
        <Tabs.List>
          <Tabs.Tab value="current">Current Studies</Tabs.Tab>
          <Tabs.Tab value="archived">Archived Studies</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Sort by"
          data={sortOptions(archived).map((sort) => ({ value: sort, label: STUDY_SORT_LABELS[sort] }))}
          value={sortBy}
          onChange={(event) => update({ "sort-by": event.currentTarget.value, page: "1" })}
          w={240}
        />
        {!archived && totalCount > 0 && (
          <Button component={Link} to={paths.addStudy.number()}>
            Add study
          </Button>
        )}
      </Group>
      {unanswered(studies) && <PagePending label="Loading studies" />}
      {studies.data && totalCount === 0 && <EmptyList archived={archived} />}
      {studies.data && totalCount > 0 && (
        <>
          <Text size="sm" c="gray.8">
            {totalCount} {totalCount === 1 ? "study" : "studies"}
          </Text>
          <Stack gap="sm">
            {studies.data.page.map((study) => (
              <StudyCard key={study.id} study={study} now={now} />
            ))}
          </Stack>
          <PageNavigator
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            onChange={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </Stack>
  );
}

function EmptyList({ archived }: { archived: boolean }) {
  if (archived) {
    return (
      <Paper withBorder p="lg">
        <Text>You have no archived studies.</Text>
        <Text mt="xs">
          To archive a study, open it and use the 'Archive study' button on its dashboard. Archiving a study
          does not lose your access to its interested participants.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="lg">
      <Stack align="flex-start">
        <Text>You have no current studies</Text>
        <Button component={Link} to={paths.addStudy.number()}>
          Add study
        </Button>
      </Stack>
    </Paper>
  );
}
