import { useQuery } from "@tanstack/react-query";
import { jobRoutes } from "../../../../core/contracts/routes/jobs";

import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const jobKeys = { all: ["jobs"] as const };

/** How often a job page reads the jobs again while a run it asked for has not finished. */
const RUN_POLL_MS = 2_000;

/** The jobs; read again every few seconds while `watching` (a run was asked for or is running). */
export function useJobs(watching = false) {
  return useQuery({
    queryKey: jobKeys.all,
    queryFn: () => api.call(jobRoutes.list, {}),
    refetchInterval: watching ? RUN_POLL_MS : false,
  });
}

/** The server's message of a refused call (400), for the spec's alerts; null for anything else. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const payload = error.body as { message?: unknown } | undefined;
  return typeof payload?.message === "string" ? payload.message : String(error.status);
}

/** Starts a run now; answers null when started, else the server's reason. */
export async function executeJob(name: string): Promise<string | null> {
  try {
    await api.call(jobRoutes.execute, { params: { name } }, { tolerate: [400, 404] });
    return null;
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null && !(error instanceof ApiError)) throw error;
    return reason ?? "The job was not found";
  }
}

/** The next execution times of an expression, or the reason it cannot be read. */
export async function previewSchedule(expression: string): Promise<{ times: number[] } | { reason: string }> {
  try {
    return {
      times: await api.call(
        jobRoutes.nextExecutionTimes,
        { query: { "cron-expression": expression } },
        { tolerate: [400] },
      ),
    };
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null) throw error;
    return { reason };
  }
}

/** Saves a schedule; answers null when saved, else the server's reason. */
export async function rescheduleJob(name: string, expression: string): Promise<string | null> {
  try {
    await api.call(
      jobRoutes.reschedule,
      { params: { name }, body: [{ op: "replace", path: "/cronExpression", value: expression }] },
      { tolerate: [400] },
    );
    return null;
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === null) throw error;
    return reason;
  }
}
