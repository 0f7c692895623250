import { sql } from "drizzle-orm";
import type { Attachment } from "../../../core/contracts/attachments";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ATTACHMENT_COLUMNS, toAttachment } from "./attachment-row";

/** Gives the study's attachment a new title; 404 when it is deleted or another study's. */
export async function renameAttachment(options: {
  db: DbOrTx;
  studyId: number;
  attachmentId: number;
  title: string;
}): Promise<Attachment> {
  const [row] = sqlRows(
    await options.db.execute(sql`with renamed as (
        update attachments set title = ${options.title}
        where id = ${options.attachmentId} and study_id = ${options.studyId} and deleted_at is null
        returning *)
      select ${ATTACHMENT_COLUMNS} from renamed a join stored_files f on f.id = a.file_id
        left join users u on u.id = a.creator_user_id`),
  );
  if (!row) throw AppError.notFound("The attachment");
  return toAttachment(row);
}
