import pg from "pg";
import { type CheckpointDuring, type CheckpointerSample, checkpointInside } from "./checkpoint-during";

/** A run of the app's job worker that overlapped a window, and how long it ran inside it. */
export interface JobDuring {
  job: string;
  seconds: number;
}

type Window = { from: Date; to: Date };

/** What ran beside the requests of a window: the app's job runs, PostgreSQL's autovacuum and checkpoints. */
export interface Background {
  jobs: JobDuring[];
  autovacuum: string[];
  checkpoint: CheckpointDuring;
}

/**
 * The background work during a measured window (issue 27), on one connection: the app's job worker runs
 * on the same cores as the requests measured (a team digest every five minutes, the outbox every minute),
 * and so do PostgreSQL's autovacuum and checkpoints (sampled meanwhile: bench/checkpoint-during.ts);
 * any of them landing in a window shows in its tail. Printed beside the window's figures as its steal and
 * the other processes' CPU are.
 */
export async function backgroundDuring(
  databaseUrl: string,
  window: Window,
  checkpointer: readonly CheckpointerSample[],
): Promise<Background> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const runs = await client.query<JobRun>(
      `select job_name as job, started_at as "startedAt", finished_at as "finishedAt" from job_runs
       where started_at < $2 and coalesce(finished_at, $2) > $1 order by started_at`,
      [window.from, window.to],
    );
    // Its statistics keep only when each table's last autovacuum and autoanalyze ended.
    const vacuumed = await client.query<{ work: string }>(
      `select relname || ' ' || kind as work from pg_stat_user_tables,
         lateral (values ('vacuum', last_autovacuum), ('analyze', last_autoanalyze)) w(kind, ended)
       where ended between $1 and $2 order by ended`,
      [window.from, window.to],
    );
    return {
      jobs: runsInside(runs.rows, window),
      autovacuum: vacuumed.rows.map((row) => row.work),
      checkpoint: checkpointInside(checkpointer, window),
    };
  } finally {
    await client.end();
  }
}

/** A job run as the app records it; one still running has no end yet. */
export interface JobRun {
  job: string;
  startedAt: Date;
  finishedAt: Date | null;
}

/** The runs that overlap the window, each with the seconds it ran inside it. */
export function runsInside(runs: readonly JobRun[], window: Window): JobDuring[] {
  return runs.flatMap((run) => {
    const from = Math.max(run.startedAt.getTime(), window.from.getTime());
    const to = Math.min((run.finishedAt ?? window.to).getTime(), window.to.getTime());
    return to > from ? [{ job: run.job, seconds: (to - from) / 1000 }] : [];
  });
}

/** How a window's jobs print: "none", or each with its seconds. */
export function describeJobs(jobs: readonly JobDuring[]): string {
  return jobs.length === 0 ? "none" : jobs.map((run) => `${run.job} ${run.seconds} s`).join(", ");
}

/** How a window's background work prints, beside its steal and the other processes' CPU. */
export function describeBackground(background: Background): string {
  const vacuumed = background.autovacuum.length === 0 ? "none" : background.autovacuum.join(", ");
  const { seconds, syncSeconds } = background.checkpoint;
  const checkpoint = seconds === 0 ? "none" : `${seconds} s (syncing ${syncSeconds} s)`;
  return `jobs ${describeJobs(background.jobs)}; autovacuum ${vacuumed}; checkpoint ${checkpoint}`;
}
