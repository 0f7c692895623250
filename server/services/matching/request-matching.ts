import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { enqueueJob } from "../../jobs/job-queue";

export const MATCHING_JOBS = {
  study: "MATCH_STUDY",
  volunteer: "MATCH_VOLUNTEER",
  activeStudies: "MATCH_ACTIVE_STUDIES",
} as const;

/**
 * Whether a row with the study's matching times (the study `s`, or a study list entry) has no match request
 * newer than its last completed run (spec: matchingFinished).
 */
export function matchingFinishedSql(row: "s" | "e") {
  return sql.raw(
    `coalesce(${row}.matching_requested_at is null or ${row}.matching_completed_at >= ${row}.matching_requested_at, false)`,
  );
}

/** The same of the study `s`. */
export const MATCHING_FINISHED_SQL = matchingFinishedSql("s");

/**
 * Asks for a full match of the study, in the caller's transaction: the study reads as
 * matchingFinished = false until a run that started after this request completes.
 */
export async function requestStudyMatching(db: DbOrTx, studyId: number): Promise<void> {
  await db.execute(sql`update studies set matching_requested_at = clock_timestamp() where id = ${studyId}`);
  await enqueueJob(db, {
    jobName: MATCHING_JOBS.study,
    payload: { studyId },
    dedupeKey: `match-study:${studyId}`,
  });
}
