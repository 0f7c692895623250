import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/**
 * Deletes the study's attachment: it leaves the list and can no longer be downloaded or added to a
 * template or message; messages already sent still name it. 404 when already deleted or another study's.
 */
export async function deleteAttachment(options: { db: DbOrTx; studyId: number; attachmentId: number }) {
  const rows = sqlRows(
    await options.db.execute(sql`update attachments set deleted_at = now()
      where id = ${options.attachmentId} and study_id = ${options.studyId} and deleted_at is null returning id`),
  );
  if (rows.length === 0) throw AppError.notFound("The attachment");
}
