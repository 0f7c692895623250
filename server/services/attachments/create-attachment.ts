import { sql } from "drizzle-orm";
import type { Attachment } from "../../../core/contracts/attachments";
import type { Db } from "../../db/connect";
import { attachments, storedFiles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { ATTACHMENT_COLUMNS, ATTACHMENT_FROM, toAttachment } from "./attachment-row";

/** A content type as sent, when it is a plain `type/subtype`; anything else is stored as bytes. */
function safeContentType(mimetype: string): string {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i.test(mimetype)
    ? mimetype.toLowerCase()
    : "application/octet-stream";
}

/** Stores the file's bytes in PostgreSQL and the attachment that names them, in one transaction. */
export async function createAttachment(options: {
  db: Db;
  studyId: number;
  creatorUserId: number;
  title: string;
  file: { filename: string; mimetype: string; data: Uint8Array };
}): Promise<Attachment> {
  const { db, file } = options;
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        contentType: safeContentType(file.mimetype),
        sizeBytes: file.data.byteLength,
        data: Buffer.from(file.data),
      })
      .returning({ id: storedFiles.id });
    if (!stored) throw new Error("file insert failed");
    const [attachment] = await tx
      .insert(attachments)
      .values({
        studyId: options.studyId,
        title: options.title,
        filename: file.filename,
        fileId: stored.id,
        creatorUserId: options.creatorUserId,
      })
      .returning({ id: attachments.id });
    if (!attachment) throw new Error("attachment insert failed");
    return attachment.id;
  });
  const [row] = sqlRows(
    await db.execute(sql`select ${ATTACHMENT_COLUMNS} from ${ATTACHMENT_FROM} where a.id = ${id}`),
  );
  if (!row) throw new Error("attachment missing after insert");
  return toAttachment(row);
}
