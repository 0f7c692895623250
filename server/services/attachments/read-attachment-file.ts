import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/** The bytes of the study's attachment with its filename and content type; 404 once deleted. */
export async function readAttachmentFile(options: {
  db: DbOrTx;
  studyId: number;
  attachmentId: number;
}): Promise<{ filename: string; contentType: string; data: Buffer }> {
  const [row] = sqlRows(
    await options.db.execute(sql`select a.filename, f.content_type as "contentType", f.data
      from attachments a join stored_files f on f.id = a.file_id
      where a.id = ${options.attachmentId} and a.study_id = ${options.studyId} and a.deleted_at is null`),
  );
  if (!row) throw AppError.notFound("The attachment");
  const data = row.data;
  return {
    filename: String(row.filename),
    contentType: String(row.contentType),
    data: Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array),
  };
}
