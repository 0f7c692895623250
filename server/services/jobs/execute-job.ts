import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/job-queue";

/**
 * Run now: a run of the job goes on the queue, taken by one instance's worker. A second click while it
 * waits is the same run. 404 for no such job; 400 JOB_NOT_RUNNABLE for one this version has no task for.
 */
export async function executeJob(options: {
  db: Db;
  name: string;
  runnable: ReadonlySet<string>;
}): Promise<void> {
  const [job] = sqlRows(await options.db.execute(sql`select name from jobs where name = ${options.name}`));
  if (!job) throw AppError.notFound("The job");
  if (!options.runnable.has(options.name)) {
    throw new AppError("JOB_NOT_RUNNABLE", 400, "This job has no task to run in this version");
  }
  await enqueueJob(options.db, { jobName: options.name, dedupeKey: `manual:${options.name}` });
}
