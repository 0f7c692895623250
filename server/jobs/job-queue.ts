import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/connect";
import { sqlRows } from "../db/sql-rows";

/**
 * The durable job queue on `job_runs` (DESIGN.md §1): enqueued in the caller's transaction, claimed
 * with FOR UPDATE SKIP LOCKED so that any number of app instances share it, retried with a backoff.
 */
export interface JobRun {
  id: number;
  jobName: string;
  payload: Record<string, unknown>;
  attempts: number;
  startedAt: Date;
}

export const MAX_ATTEMPTS = 3;
/**
 * A run is handed out again when its worker stopped beating (job_workers, every HEARTBEAT_SECONDS): the
 * instance died. A worker that keeps no heartbeat (a test's, a script's) has its run handed out again
 * after STALE_RUNNING.
 */
export const HEARTBEAT_SECONDS = 5;
export const WORKER_SILENT_SECONDS = 20;
const STALE_RUNNING = "15 minutes";

/** Adds a run unless one with the same key is already waiting (that one will do the same work). */
export async function enqueueJob(
  db: DbOrTx,
  job: { jobName: string; payload?: Record<string, unknown>; dedupeKey?: string; runAfter?: Date },
): Promise<void> {
  await db.execute(sql`
    insert into job_runs (job_name, payload, dedupe_key, run_after)
    values (${job.jobName}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.dedupeKey ?? null},
      coalesce(${job.runAfter?.toISOString() ?? null}::timestamptz, now()))
    on conflict (dedupe_key) where state = 'PENDING' do nothing`);
}

/**
 * Claims the oldest due run, or null, and stamps a scheduled job with the time its run started. Runs of
 * a dead instance come back once its worker is silent.
 */
export async function claimNextJob(db: DbOrTx, workerId: string): Promise<JobRun | null> {
  await db.execute(sql`
    update job_runs r set state = 'PENDING', locked_by = null
    where r.state = 'RUNNING' and (
      exists (select 1 from job_workers w where w.id = r.locked_by
        and w.last_seen_at < now() - make_interval(secs => ${WORKER_SILENT_SECONDS}))
      or (r.started_at < now() - ${STALE_RUNNING}::interval
        and not exists (select 1 from job_workers w where w.id = r.locked_by)))`);
  // A scheduled job's page shows when a run last started, whether the schedule or "Run now" queued it.
  const result = await db.execute(sql`
    with claimed as (
      update job_runs set state = 'RUNNING', started_at = now(), locked_by = ${workerId}, attempts = attempts + 1
      where id = (
        select id from job_runs where state = 'PENDING' and run_after <= now()
        order by run_after, id limit 1 for update skip locked)
      returning id, job_name, payload, attempts, started_at),
    stamped as (
      update jobs set most_recent_execution_time = claimed.started_at
      from claimed where jobs.name = claimed.job_name)
    select id, job_name as "jobName", payload, attempts, started_at as "startedAt" from claimed`);
  const [row] = sqlRows(result);
  if (!row) return null;
  return {
    id: Number(row.id),
    jobName: String(row.jobName),
    payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    attempts: Number(row.attempts),
    startedAt: new Date(row.startedAt as string | Date),
  };
}

export async function finishJob(db: DbOrTx, run: JobRun): Promise<void> {
  await db.execute(sql`update job_runs set state = 'DONE', finished_at = now() where id = ${run.id}`);
}

/** A failed run waits 30 s × attempts and tries again, up to MAX_ATTEMPTS. */
export async function failJob(db: DbOrTx, run: JobRun, error: unknown): Promise<void> {
  const message = error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
  const retry = run.attempts < MAX_ATTEMPTS;
  // A retry must not collide with a newer pending run of the same key: then this one is just dropped.
  await db.execute(sql`
    update job_runs set
      state = case when ${retry} and not exists (
          select 1 from job_runs other where other.dedupe_key = job_runs.dedupe_key and other.state = 'PENDING')
        then 'PENDING' else 'FAILED' end,
      run_after = now() + (${30 * run.attempts} || ' seconds')::interval,
      finished_at = now(), last_error = ${message.slice(0, 4000)}
    where id = ${run.id}`);
}

/** The worker's heartbeat: it is alive, and its runs are its own. */
export async function beat(db: DbOrTx, workerId: string): Promise<void> {
  await db.execute(sql`insert into job_workers (id, last_seen_at) values (${workerId}, now())
    on conflict (id) do update set last_seen_at = now()`);
  await db.execute(sql`delete from job_workers
    where last_seen_at < now() - make_interval(secs => ${WORKER_SILENT_SECONDS * 10})`);
}

/** A worker that stops cleanly says so: its runs are finished or handed back already. */
export async function retireWorker(db: DbOrTx, workerId: string): Promise<void> {
  await db.execute(sql`delete from job_workers where id = ${workerId}`);
}
