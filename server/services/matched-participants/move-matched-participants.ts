import { type SQL, sql } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { MovableStatus, MoveTarget } from "../../../core/rules/matched-lists";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { MATCH_TIMESTAMP_NOW, MATCHED_ROW_VISIBLE } from "./matched-row";
import { prepareMove } from "./prepare-move";
import { recordAskMessages } from "./record-ask-messages";

export interface MatchedMove {
  from: MovableStatus;
  to: MoveTarget;
  /** The ask note; null sends the study's default note. */
  message: string | null;
}

/**
 * Moves matched participants of an active study from one list to asked or dismissed (spec 000 §4.3).
 * The json-patch test is the UPDATE's condition (DESIGN.md §5): a participant someone else moved first
 * is simply not updated, so of two people acting at once exactly one succeeds. `userId` moves one
 * participant and answers 409 when the test fails; without it every participant in the tested list
 * moves (select-all). Answers how many moved.
 */
export async function moveMatchedParticipants(options: {
  db: Db;
  studyId: number;
  actorUserId: number;
  move: MatchedMove;
  userId?: number;
}): Promise<number> {
  const { db, studyId, move } = options;
  return db.transaction(async (tx) => {
    const note = await prepareMove(tx, { studyId, to: move.to, message: move.message });
    const onlyUser: SQL = options.userId === undefined ? sql`true` : sql`mp.user_id = ${options.userId}`;
    const moved = sqlRows(
      await tx.execute(sql`update matched_participants mp
        set status = ${move.to}, timestamp = ${MATCH_TIMESTAMP_NOW}, acted_by_user_id = ${options.actorUserId}
        where mp.study_id = ${studyId} and ${onlyUser} and mp.status = ${move.from} and ${MATCHED_ROW_VISIBLE}
        returning mp.user_id as "userId", mp.volunteer_first_name as "firstName",
          mp.volunteer_last_name as "lastName"`),
    ).map((row) => ({
      userId: Number(row.userId),
      firstName: String(row.firstName),
      lastName: String(row.lastName),
    }));
    if (options.userId !== undefined && moved.length === 0) {
      throw new AppError(
        ERROR_CODES.statusChanged,
        409,
        "Someone else from your study team already acted on this participant",
      );
    }
    if (note !== null)
      await recordAskMessages(tx, { studyId, fromUserId: options.actorUserId, note, volunteers: moved });
    return moved.length;
  });
}
