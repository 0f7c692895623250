import { Badge } from "@mantine/core";
import type { Job } from "../../../../core/contracts/jobs";
import { JOB_STATE_COLORS, JOB_TEXTS } from "../../../../core/rules/jobs";

/** NORMAL is healthy; any other state is an error (spec 001 §4); running while instances run. */
export function JobStateBadge({ job }: { job: Job }) {
  if (job.numRunningInstances > 0) {
    return (
      <Badge color={JOB_STATE_COLORS.running} tt="none">
        {JOB_TEXTS.running}
      </Badge>
    );
  }
  return job.state === "NORMAL" ? (
    <Badge color={JOB_STATE_COLORS.healthy} tt="none">
      {JOB_TEXTS.healthy}
    </Badge>
  ) : (
    <Badge color={JOB_STATE_COLORS.error} tt="none">
      {job.state}
    </Badge>
  );
}
