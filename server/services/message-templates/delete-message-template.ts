import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/**
 * Deletes one of the study's templates with its attachment links (cascade); messages already sent keep
 * their text and attachments. 404 when the study has no such template.
 */
export async function deleteMessageTemplate(options: { db: DbOrTx; studyId: number; templateId: number }) {
  const rows = sqlRows(
    await options.db.execute(sql`delete from message_templates
      where id = ${options.templateId} and study_id = ${options.studyId} returning id`),
  );
  if (rows.length === 0) throw AppError.notFound("The template");
}
