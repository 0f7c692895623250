import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connect";
import { jobs } from "../db/schema/index";
import { enqueueJob } from "./job-queue";
import { nextQuartzRuns } from "./quartz-cron";

/**
 * Puts a run of each scheduled job whose time has come on the queue and moves its next run time on.
 * The move is conditional on the time read, so when several instances tick at once one of them wins.
 * Only jobs with a handler here are scheduled.
 */
export async function fireDueCronJobs(
  db: Db,
  handledJobs: ReadonlySet<string>,
  now = new Date(),
): Promise<number> {
  const scheduled = await db.select().from(jobs).where(eq(jobs.state, "NORMAL"));
  let fired = 0;
  for (const job of scheduled) {
    if (!handledJobs.has(job.name)) continue;
    const [next] = nextQuartzRuns(job.cronExpression, now, 1);
    const due = job.nextRunAt !== null && job.nextRunAt <= now;
    if (job.nextRunAt !== null && !due) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(jobs)
        .set({ nextRunAt: next ?? null })
        .where(
          and(
            eq(jobs.name, job.name),
            job.nextRunAt === null ? isNull(jobs.nextRunAt) : eq(jobs.nextRunAt, job.nextRunAt),
          ),
        )
        .returning({ name: jobs.name });
      if (claimed && due) {
        await enqueueJob(tx, { jobName: job.name, dedupeKey: `cron:${job.name}` });
        fired += 1;
      }
    });
  }
  return fired;
}
