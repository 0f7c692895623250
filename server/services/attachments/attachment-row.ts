import { sql } from "drizzle-orm";
import type { Attachment } from "../../../core/contracts/attachments";

/** An attachment's columns over `attachments a`, `stored_files f` and its creator `u` (left joined). */
export const ATTACHMENT_COLUMNS = sql.raw(`a.id, a.study_id as "studyId", a.title, a.filename,
  f.content_type as "contentType", f.size_bytes as "sizeBytes",
  round(extract(epoch from a.creation_date) * 1000)::float8 as "creationDate",
  u.first_name as "creatorFirstName", u.last_name as "creatorLastName"`);

export const ATTACHMENT_FROM = sql.raw(`attachments a join stored_files f on f.id = a.file_id
  left join users u on u.id = a.creator_user_id`);

export function toAttachment(row: Record<string, unknown>): Attachment {
  return {
    id: Number(row.id),
    studyId: Number(row.studyId),
    title: String(row.title),
    filename: String(row.filename),
    contentType: String(row.contentType),
    sizeBytes: Number(row.sizeBytes),
    creationDate: Number(row.creationDate),
    creatorFirstName: row.creatorFirstName === null ? null : String(row.creatorFirstName),
    creatorLastName: row.creatorLastName === null ? null : String(row.creatorLastName),
  };
}
