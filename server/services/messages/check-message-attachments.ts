import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/**
 * The distinct attachment ids of a message, each one of the study's and not deleted; a deleted or
 * foreign one refuses the message (400 MESSAGE_MISSING_ATTACHMENTS).
 */
export async function checkMessageAttachments(
  tx: DbOrTx,
  studyId: number,
  attachments: readonly { id: number }[],
): Promise<number[]> {
  const ids = [...new Set(attachments.map((attachment) => attachment.id))];
  if (ids.length === 0) return ids;
  const found = sqlRows(
    await tx.execute(sql`select id from attachments where study_id = ${studyId} and deleted_at is null
      and id = any(${intArray(ids)})`),
  );
  if (found.length !== ids.length) {
    throw AppError.invalid("MESSAGE_MISSING_ATTACHMENTS", "Some attachments were deleted", [
      { field: "attachments", message: "attachments" },
    ]);
  }
  return ids;
}
