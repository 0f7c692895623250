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
  /** Told of every run that ended, with its duration (the metrics). */
  onFinished?: (run: JobRun, seconds: number, outcome: "done" | "failed") => void;
  /** Asked before each claim: an instance that is stopping finishes its run and claims no other. */
  keepGoing?: () => boolean;
}): Promise<number> {
  let count = 0;
  while (count < (options.limit ?? 100) && (options.keepGoing?.() ?? true)) {
    const run = await claimNextJob(options.db, options.workerId);
    if (!run) break;
    count += 1;
    const started = performance.now();
    const handler = options.handlers[run.jobName];
    try {
      if (!handler) throw new Error(`No handler for job ${run.jobName}`);
      await handler(options.db, run);
      await finishJob(options.db, run);
      options.onFinished?.(run, (performance.now() - started) / 1000, "done");
    } catch (error) {
      options.onError?.(error, run);
      await failJob(options.db, run, error);
      options.onFinished?.(run, (performance.now() - started) / 1000, "failed");
    }
  }
  return count;
}
