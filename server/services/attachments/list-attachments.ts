import { sql } from "drizzle-orm";
import type { Attachment } from "../../../core/contracts/attachments";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { ATTACHMENT_COLUMNS, ATTACHMENT_FROM, toAttachment } from "./attachment-row";

/** The study's attachments that are not deleted, sorted by name (case aside), then by id. */
export async function listAttachments(options: { db: DbOrTx; studyId: number }): Promise<Attachment[]> {
  const rows = sqlRows(
    await options.db.execute(sql`select ${ATTACHMENT_COLUMNS} from ${ATTACHMENT_FROM}
      where a.study_id = ${options.studyId} and a.deleted_at is null order by lower(a.title), a.id`),
  );
  return rows.map(toAttachment);
}
