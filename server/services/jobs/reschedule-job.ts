import { sql } from "drizzle-orm";
import type { Job } from "../../../core/contracts/jobs";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { readJob } from "./list-jobs";
import { nextExecutionTimes } from "./next-execution-times";

/**
 * Replaces a job's schedule (400 with the reason for an expression that cannot be read or never fires);
 * the next run is computed afresh by the workers from the new expression.
 */
export async function rescheduleJob(options: { db: Db; name: string; cronExpression: string }): Promise<Job> {
  nextExecutionTimes(options.cronExpression, 1);
  const updated = sqlRows(
    await options.db.execute(sql`update jobs set cron_expression = ${options.cronExpression}, next_run_at = null
      where name = ${options.name} returning name`),
  );
  if (updated.length === 0) throw AppError.notFound("The job");
  const job = await readJob(options.db, options.name);
  if (!job) throw AppError.notFound("The job");
  return job;
}
