import { randomUUID } from "node:crypto";
import type { Db } from "../db/connect";
import { fireDueCronJobs } from "./fire-due-cron-jobs";
import { beat, HEARTBEAT_SECONDS, type JobRun, retireWorker } from "./job-queue";
import { type JobHandlers, runPendingJobs } from "./run-pending-jobs";

/**
 * The in-process worker of every app instance: each tick fires due cron jobs and runs queued work.
 * Instances share the queue through row locks (job-queue.ts). Answers a function that stops it.
 */
export function startJobWorker(options: {
  db: Db;
  handlers: JobHandlers;
  intervalMs?: number;
  onError?: (error: unknown, run?: JobRun) => void;
  onFinished?: (run: JobRun, seconds: number, outcome: "done" | "failed") => void;
}): () => Promise<void> {
  const workerId = `worker-${randomUUID()}`;
  const handled = new Set(Object.keys(options.handlers));
  let current: Promise<void> | null = null;
  let stopping = false;
  const tick = async () => {
    await fireDueCronJobs(options.db, handled);
    await runPendingJobs({
      db: options.db,
      handlers: options.handlers,
      workerId,
      onError: options.onError,
      onFinished: options.onFinished,
      keepGoing: () => !stopping,
    });
  };
  // The heartbeat keeps beating while a long run holds the tick.
  const heartbeat = () => beat(options.db, workerId).catch((error: unknown) => options.onError?.(error));
  void heartbeat();
  const heartbeatTimer = setInterval(heartbeat, HEARTBEAT_SECONDS * 1000);
  heartbeatTimer.unref();
  const timer = setInterval(() => {
    if (current) return;
    current = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        current = null;
      });
  }, options.intervalMs ?? 1000);
  timer.unref();
  // Stopping finishes the run under way and claims no other, so that the database is not closed beneath
  // it; a run cut short by a harder stop is handed back by the stale-run recovery of job-queue.ts.
  return async () => {
    stopping = true;
    clearInterval(timer);
    await current;
    clearInterval(heartbeatTimer);
    await retireWorker(options.db, workerId).catch(() => undefined);
  };
}
