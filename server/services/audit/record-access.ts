import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";

/** What a staff member did with volunteers' data. */
export type AccessAction = "PROFILE_READ" | "SCREENING_ANSWERS_READ" | "MESSAGES_READ" | "EXPORT";

/**
 * Records that a staff member read volunteers' data through a study (DESIGN: volunteers' data is health
 * data; every staff read of a profile and every export is audited). One row per volunteer, written in
 * the request that read the data, so that the volunteers' side can show who viewed their data.
 */
export async function recordAccess(options: {
  db: DbOrTx;
  actorUserId: number;
  studyId: number;
  volunteerUserIds: readonly number[];
  action: AccessAction;
}): Promise<void> {
  if (options.volunteerUserIds.length === 0) return;
  // One array parameter: an export records thousands at a time.
  await options.db.execute(sql`insert into access_audits (actor_user_id, volunteer_user_id, study_id, action)
    select ${options.actorUserId}, unnest(${intArray(options.volunteerUserIds)}), ${options.studyId},
      ${options.action}`);
}
