import { sql } from "drizzle-orm";
import type { Job } from "../../../core/contracts/jobs";
import { NEXT_EXECUTION_TIMES } from "../../../core/rules/jobs";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { nextQuartzRuns } from "../../jobs/quartz-cron";

const JOB_COLUMNS = sql`j.name, j."group", j.description, j.cron_expression as "cronExpression", j.state,
  round(extract(epoch from j.most_recent_execution_time) * 1000)::float8 as "mostRecentExecutionTime",
  (select count(*) from job_runs r where r.job_name = j.name and r.state = 'RUNNING')::int as "numRunningInstances"`;

function toJob(row: Record<string, unknown>, now: Date): Job {
  let next: number[] = [];
  try {
    next = nextQuartzRuns(String(row.cronExpression), now, NEXT_EXECUTION_TIMES).map((run) => run.getTime());
  } catch {
    // A schedule that cannot be read fires never; the page shows no next time.
  }
  return {
    name: String(row.name),
    group: String(row.group),
    description: String(row.description),
    cronExpression: String(row.cronExpression),
    nextExecutionTimes: next,
    mostRecentExecutionTime:
      row.mostRecentExecutionTime === null ? null : Number(row.mostRecentExecutionTime),
    numRunningInstances: Number(row.numRunningInstances),
    state: String(row.state),
  };
}

/** Every scheduled job, by group and name. */
export async function listJobs(db: DbOrTx, now = new Date()): Promise<Job[]> {
  const rows = sqlRows(await db.execute(sql`select ${JOB_COLUMNS} from jobs j order by j."group", j.name`));
  return rows.map((row) => toJob(row, now));
}

/** One job, or undefined. */
export async function readJob(db: DbOrTx, name: string, now = new Date()): Promise<Job | undefined> {
  const [row] = sqlRows(await db.execute(sql`select ${JOB_COLUMNS} from jobs j where j.name = ${name}`));
  return row ? toJob(row, now) : undefined;
}
