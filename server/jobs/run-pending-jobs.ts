import type { Db } from "../db/connect";
import { claimNextJob, failJob, finishJob, type JobRun } from "./job-queue";

export type JobHandler = (db: Db, run: JobRun) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/**
 * Runs due jobs one after another until none is left or `limit` ran; answers how many ran. The worker
 * calls it on a timer, tests call it to drain the queue deterministically.
 */
export async function runPendingJobs(options: {
  db: Db;
  handlers: JobHandlers;
  workerId: string;
  limit?: number;
  onError?: (error: unknown, run: JobRun) => void;
}): Promise<number> {
  let count = 0;
  while (count < (options.limit ?? 100)) {
    const run = await claimNextJob(options.db, options.workerId);
    if (!run) break;
    count += 1;
    const handler = options.handlers[run.jobName];
    try {
      if (!handler) throw new Error(`No handler for job ${run.jobName}`);
      await handler(options.db, run);
      await finishJob(options.db, run);
    } catch (error) {
      options.onError?.(error, run);
      await failJob(options.db, run, error);
    }
  }
  return count;
}
