import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { Link } from "react-router";
import type { Job } from "../../../../core/contracts/jobs";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { JOB_TEXTS } from "../../../../core/rules/jobs";
import { CardsWhenNarrow } from "../../../components/cards-when-narrow";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { useJobs } from "../api/jobs";
import { JobStateBadge } from "../components/job-state-badge";

const JOB_COLUMNS = {
  job: "Job",
  schedule: "Schedule",
  next: "Next execution",
  mostRecent: JOB_TEXTS.mostRecent,
  state: "State",
} as const;

const COLUMN_ORDER = ["job", "schedule", "next", "mostRecent", "state"] as const;
/** The same for every group's table, so that the groups' columns line up down the page. */
const COLUMN_WIDTHS: Record<(typeof COLUMN_ORDER)[number], string> = {
  job: "33%",
  schedule: "15%",
  next: "20%",
  mostRecent: "20%",
  state: "12%",
};

const time = (value: number | null | undefined) =>
  value ? dayjs(value).format(DATE_TIME_FORMAT) : JOB_TEXTS.never;

/** /admin/jobs (spec 001 §2): the jobs grouped by group, each with its schedule, times and state. */
export function JobsPage() {
  const jobs = useJobs();
  if (!jobs.data) {
    return <PagePending label="Loading jobs" />;
  }
  const groups = new Map<string, Job[]>();
  for (const job of jobs.data) groups.set(job.group, [...(groups.get(job.group) ?? []), job]);
  return (
    <Stack gap="lg">
      <Title order={1}>{JOB_TEXTS.title}</Title>
      {[...groups.entries()].map(([group, members]) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <Title order={2} size="h4" id={`group-${group}`} mb="xs">
            {group}
          </Title>
          <CardsWhenNarrow>
            <Table aria-labelledby={`group-${group}`}>
              {/* Widths of the columns, not of their headers: a card (a phone) has no columns. */}
              <colgroup>
                {COLUMN_ORDER.map((column) => (
                  <col key={column} style={{ width: COLUMN_WIDTHS[column] }} />
                ))}
              </colgroup>
              <Table.Thead>
                <Table.Tr>
                  {COLUMN_ORDER.map((column) => (
                    <Table.Th key={column}>{JOB_COLUMNS[column]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((job) => (
                  <Table.Tr key={job.name}>
                    <Table.Td>
                      {/* A job's name is one long word (DEACTIVATE_ADULT_CHILD_ACCOUNTS): it breaks on a phone. */}
                      <Anchor
                        component={Link}
                        to={paths.admin.job(job.name)}
                        c="blue.9"
                        style={{ overflowWrap: "anywhere" }}
                      >
                        {job.name}
                      </Anchor>
                      <Text size="xs" c="gray.8">
                        {job.description}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={JOB_COLUMNS.schedule}>
                      <code>{job.cronExpression}</code>
                    </Table.Td>
                    <Table.Td data-label={JOB_COLUMNS.next}>{time(job.nextExecutionTimes[0])}</Table.Td>
                    <Table.Td data-label={JOB_COLUMNS.mostRecent}>
                      {time(job.mostRecentExecutionTime)}
                    </Table.Td>
                    <Table.Td data-label={JOB_COLUMNS.state}>
                      <JobStateBadge job={job} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </CardsWhenNarrow>
        </section>
      ))}
    </Stack>
  );
}
