import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { DATE_TIME_FORMAT } from "../../../../core/rules/dates";
import { JOB_TEXTS } from "../../../../core/rules/jobs";
import { ConfirmModal } from "../../../components/confirm-modal";
import { showNotice } from "../../../components/notice";
import { PagePending } from "../../../components/page-pending";
import { paths } from "../../../lib/paths";
import { executeJob, jobKeys, previewSchedule, rescheduleJob, useJobs } from "../api/jobs";
import { JobStateBadge } from "../components/job-state-badge";

/**
 * /admin/jobs/{job} (spec 001 §2, §4): the job with run-now ('Error: ' and the server's value when it
 * fails) and its Quartz schedule, which is saved only after its next execution times were previewed and
 * the change confirmed.
 */
export function JobPage() {
  const { job: name = "" } = useParams();
  // After "Run now", the page follows the run until it has started and finished (spec 001 §4: the job
  // shows as running while an instance runs it, and its most recent execution when it started).
  // `runAskedAfter` is the most recent execution seen when Run now was clicked; undefined when not watching.
  const [runAskedAfter, setRunAskedAfter] = useState<number | null | undefined>(undefined);
  const jobs = useJobs(runAskedAfter !== undefined);
  const queryClient = useQueryClient();
  const job = jobs.data?.find((item) => item.name === name);
  useEffect(() => {
    if (!job || runAskedAfter === undefined) return;
    const started = job.mostRecentExecutionTime !== runAskedAfter;
    if (started && job.numRunningInstances === 0) setRunAskedAfter(undefined);
  }, [job, runAskedAfter]);
  const [expression, setExpression] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ expression: string; times: number[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Only the latest preview's answer is shown: an earlier one that lands later must not replace it.
  const latestPreview = useRef(0);

  if (!jobs.data) {
    return <PagePending label="Loading the job" />;
  }
  if (!job) return <Navigate to={paths.notFound()} replace />;
  const schedule = expression ?? job.cronExpression;

  async function runNow() {
    setBusy(true);
    try {
      const failure = await executeJob(name);
      if (failure) showNotice({ kind: "error", message: JOB_TEXTS.executeError(failure) });
      else {
        showNotice({ kind: "success", message: JOB_TEXTS.started });
        setRunAskedAfter(job?.mostRecentExecutionTime ?? null);
      }
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    } finally {
      setBusy(false);
    }
  }

  async function showPreview() {
    const asked = ++latestPreview.current;
    const answer = await previewSchedule(schedule);
    if (asked !== latestPreview.current) return;
    if ("reason" in answer) {
      setPreview(null);
      setProblem(answer.reason);
    } else {
      setProblem(null);
      setPreview({ expression: schedule, times: answer.times });
    }
  }

  async function save() {
    setBusy(true);
    try {
      const failure = await rescheduleJob(name, schedule);
      setConfirming(false);
      if (failure) {
        showNotice({ kind: "error", message: failure });
        return;
      }
      showNotice({ kind: "success", message: JOB_TEXTS.rescheduled });
      setExpression(null);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.jobs()} size="sm" c="blue.9">
        {JOB_TEXTS.back}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{job.name}</Title>
        <JobStateBadge job={job} />
      </Group>
      <Text>{job.description}</Text>
      <Text size="sm" aria-live="polite">
        {JOB_TEXTS.mostRecent}:{" "}
        {job.mostRecentExecutionTime
          ? dayjs(job.mostRecentExecutionTime).format(DATE_TIME_FORMAT)
          : JOB_TEXTS.never}
      </Text>
      <Group>
        <Button onClick={runNow} loading={busy}>
          {JOB_TEXTS.runNow}
        </Button>
      </Group>
      <section aria-labelledby="schedule-heading">
        <Title order={2} size="h4" id="schedule-heading" mb="xs">
          {JOB_TEXTS.schedule}
        </Title>
        <Stack gap="xs" maw={520}>
          <TextInput
            label="Cron expression"
            description={JOB_TEXTS.cronHelp}
            value={schedule}
            onChange={(event) => {
              setExpression(event.currentTarget.value);
              setPreview(null);
              latestPreview.current++;
            }}
            error={problem}
          />
          <Group>
            <Button variant="default" onClick={showPreview}>
              {JOB_TEXTS.preview}
            </Button>
            <Button
              disabled={preview?.expression !== schedule || schedule === job.cronExpression}
              onClick={() => setConfirming(true)}
            >
              {JOB_TEXTS.save}
            </Button>
          </Group>
          {preview && (
            <Alert color="blue" title={JOB_TEXTS.nextTimes}>
              <List size="sm">
                {preview.times.map((value) => (
                  <List.Item key={value}>{dayjs(value).format(DATE_TIME_FORMAT)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </section>
      <ConfirmModal
        opened={confirming}
        title={JOB_TEXTS.save}
        text={JOB_TEXTS.confirmSave(schedule)}
        confirmLabel={JOB_TEXTS.save}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={save}
      />
    </Stack>
  );
}
