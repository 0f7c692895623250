import type { DbOrTx } from "../../db/connect";
import { accessAudits } from "../../db/schema/index";

/** What a staff member did with volunteers' data. */
export type AccessAction = "PROFILE_READ" | "SCREENING_ANSWERS_READ" | "EXPORT";

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
  await options.db.insert(accessAudits).values(
    options.volunteerUserIds.map((volunteerUserId) => ({
      actorUserId: options.actorUserId,
      volunteerUserId,
      studyId: options.studyId,
      action: options.action,
    })),
  );
}
