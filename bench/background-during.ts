import pg from "pg";

/** A run of the app's job worker that overlapped a window, and how long it ran inside it. */
export interface JobDuring {
  job: string;
  seconds: number;
}

/**
 * The app's own background work during a measured window (issue 27): its job worker runs on the same cores
 * as the requests measured (a team digest every five minutes, the outbox every minute), and a run that
 * lands in a window shows in its tail. Read from the job runs the app recorded, printed beside the window's
 * figures as its steal and the other processes' CPU are.
 */
export async function jobsDuring(databaseUrl: string, window: Window): Promise<JobDuring[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<JobRun>(
      `select job_name as job, started_at as "startedAt", finished_at as "finishedAt" from job_runs
       where started_at < $2 and coalesce(finished_at, $2) > $1 order by started_at`,
      [window.from, window.to],
    );
    return runsInside(rows, window);
  } finally {
    await client.end();
  }
}

type Window = { from: Date; to: Date };
/** A job run as the app records it; one still running has no end yet. */
export interface JobRun {
  job: string;
  startedAt: Date;
  finishedAt: Date | null;
}

/** The runs that overlap the window, each with the seconds it ran inside it (to the ms). */
export function runsInside(runs: readonly JobRun[], window: Window): JobDuring[] {
  return runs.flatMap((run) => {
    const from = Math.max(run.startedAt.getTime(), window.from.getTime());
    const to = Math.min((run.finishedAt ?? window.to).getTime(), window.to.getTime());
    return to > from ? [{ job: run.job, seconds: (to - from) / 1000 }] : [];
  });
}

/**
 * The tables PostgreSQL's autovacuum finished vacuuming or analyzing during the window (its statistics keep
 * only when each last ended): the database's own background work on the same cores.
 */
export async function autovacuumDuring(databaseUrl: string, window: Window): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ work: string }>(
      `select relname || ' ' || kind as work from pg_stat_user_tables,
         lateral (values ('vacuum', last_autovacuum), ('analyze', last_autoanalyze)) w(kind, ended)
       where ended between $1 and $2 order by ended`,
      [window.from, window.to],
    );
    return rows.map((row) => row.work);
  } finally {
    await client.end();
  }
}

/** What ran beside the requests of a window: the app's job runs and PostgreSQL's autovacuum. */
export interface Background {
  jobs: JobDuring[];
  autovacuum: string[];
}

export async function backgroundDuring(databaseUrl: string, window: Window): Promise<Background> {
  const [jobs, autovacuum] = await Promise.all([
    jobsDuring(databaseUrl, window),
    autovacuumDuring(databaseUrl, window),
  ]);
  return { jobs, autovacuum };
}

/** How a window's jobs print: "none", or each with its seconds. */
export function describeJobs(jobs: readonly JobDuring[]): string {
  return jobs.length === 0 ? "none" : jobs.map((run) => `${run.job} ${run.seconds} s`).join(", ");
}

/** How a window's background work prints, beside its steal and the other processes' CPU. */
export function describeBackground(background: Background): string {
  const vacuumed = background.autovacuum.length === 0 ? "none" : background.autovacuum.join(", ");
  return `jobs ${describeJobs(background.jobs)}; autovacuum ${vacuumed}`;
}
