import { sql } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { MoveTarget } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ACTIVE_STUDY_CONDITION } from "../matching/load-study-criteria";
import { readDefaultAskNote } from "../message-templates/read-default-ask-note";

/**
 * What every move checks first, in its transaction: the study is active (spec 000 §6: team members act
 * only on an active study), and an ask has a note, the one sent or else the study's default note.
 * Answers the note to record, or null for a dismissal.
 */
export async function prepareMove(
  tx: DbOrTx,
  options: { studyId: number; to: MoveTarget; message: string | null },
): Promise<string | null> {
  const [active] = sqlRows(
    await tx.execute(sql`select 1 as active from studies s where s.id = ${options.studyId} and ${ACTIVE_STUDY_CONDITION}
      for share`),
  );
  if (!active) {
    throw new AppError(
      ERROR_CODES.studyNotActive,
      400,
      "You cannot take actions on participants while the study is inactive.",
    );
  }
  if (options.to !== "ASKED_IF_INTERESTED") return null;
  const note = options.message ?? (await readDefaultAskNote(tx, options.studyId));
  if (note === null) {
    throw AppError.invalid(ERROR_CODES.askNoteRequired, "An ask needs a note", [
      { field: "message", message: "This field is required" },
    ]);
  }
  return note;
}
