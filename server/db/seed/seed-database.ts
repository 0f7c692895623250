import { count, eq, sql } from "drizzle-orm";
import { enqueueJob } from "../../jobs/job-queue";
import { MATCHING_JOBS } from "../../services/matching/request-matching";
import type { Db } from "../connect";
import { users } from "../schema/index";
import { loadDemoData } from "./demo/load-demo-data";
import { loadReferenceData } from "./load-reference-data";

export interface SeedOptions {
  applicationUrl: string;
  /** Load demo data when the database has no staff account yet. */
  demoData: boolean;
}

/** Reference data on every start; demo data only on the first start of a database that asks for it. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<{ demoLoaded: boolean }> {
  await loadReferenceData(db, { applicationUrl: options.applicationUrl });
  if (!options.demoData) return { demoLoaded: false };
  const [row] = await db.select({ staff: count() }).from(users).where(eq(users.type, "STAFF"));
  if ((row?.staff ?? 0) > 0) return { demoLoaded: false };
  await loadDemoData(db);
  await db.execute(sql`update studies set matching_criteria = study_matching_criteria(id)`);
  // The demo's matched lists come from real matching of its criteria, at the first worker tick.
  await enqueueJob(db, {
    jobName: MATCHING_JOBS.activeStudies,
    dedupeKey: `cron:${MATCHING_JOBS.activeStudies}`,
  });
  return { demoLoaded: true };
}
