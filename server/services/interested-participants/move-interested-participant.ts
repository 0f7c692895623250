import { sql } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { MoveSource } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/** The conflict of a move someone else made first; the web app counts it as not moved. */
export const MOVE_CONFLICT_MESSAGE = "Someone else from your study team already moved this participant";

/**
 * Moves one interested participant to another list (spec 000 §4.4). The json-patch test is the UPDATE's
 * condition (DESIGN.md §5): the participant must still have the tested status, or carry the tested
 * label, so that of two team members moving one participant from a status list exactly one succeeds
 * (409 for the other). A participant the team cannot see (a study that is not publishable, an account
 * that was deactivated, another study's) answers 404.
 */
export async function moveInterestedParticipant(options: {
  db: Db;
  studyId: number;
  studyVolunteerId: number;
  from: MoveSource;
  to: InterestedStatus;
  /** The team member moving the participant: their status event names them. */
  actorUserId: number;
}): Promise<void> {
  const { db, studyId, studyVolunteerId, from, to, actorUserId } = options;
  const tested =
    "status" in from
      ? sql`sv.status = ${from.status}`
      : sql`exists (select 1 from study_volunteer_labels l
          where l.study_volunteer_id = sv.id and l.label_id = ${from.labelId})`;
  const visible = sql`sv.id = ${studyVolunteerId} and sv.study_id = ${studyId}
    and exists (select 1 from studies s where s.id = sv.study_id and s.publishable)
    and exists (select 1 from users u where u.id = sv.user_id and u.enabled)`;
  const moved = sqlRows(
    await db.execute(sql`update study_volunteers sv set status = ${to}, status_updated_at = now(),
        status_updated_by_user_id = ${actorUserId}
      where ${visible} and ${tested} returning sv.id`),
  );
  if (moved.length > 0) return;
  const [exists] = sqlRows(
    await db.execute(sql`select 1 as found from study_volunteers sv where ${visible}`),
  );
  if (!exists) throw AppError.notFound("The participant");
  throw new AppError(ERROR_CODES.statusChanged, 409, MOVE_CONFLICT_MESSAGE);
}
