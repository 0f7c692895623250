import { sql } from "drizzle-orm";
import type { MessageTemplate, TemplateType } from "../../../core/contracts/message-templates";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { contentVersion } from "../study-setup/content-version";

/** A template's version: of what its editor is shown and a save replaces (type, name, text, attachments). */
function templateVersion(template: Pick<MessageTemplate, "type" | "name" | "text" | "attachments">) {
  return contentVersion([template.type, template.name, template.text, template.attachments.map((a) => a.id)]);
}

/**
 * A study's templates sorted by name (spec 000 §2.10), optionally of one type, or the one with `id`
 * (`lock`: its row locked for the caller's transaction, so that a save's version check holds to its end).
 */
export async function listMessageTemplates(options: {
  db: DbOrTx;
  studyId: number;
  type?: TemplateType;
  id?: number;
  lock?: boolean;
}): Promise<MessageTemplate[]> {
  const { db, studyId } = options;
  const rows = sqlRows(
    await db.execute(sql`
      select t.id, t.study_id as "studyId", t.type, t.name, t.text,
        u.first_name as "creatorFirstName", u.last_name as "creatorLastName",
        (extract(epoch from t.created_date) * 1000)::float8 as "createdDate",
        array(select a.attachment_id from message_template_attachments a join attachments f on f.id = a.attachment_id
          where a.template_id = t.id and f.deleted_at is null order by a.attachment_id) as "attachmentIds"
      from message_templates t left join users u on u.id = t.creator_user_id
      where t.study_id = ${studyId}
        ${options.type ? sql`and t.type = ${options.type}` : sql``}
        ${options.id ? sql`and t.id = ${options.id}` : sql``}
      order by lower(t.name), t.id
      ${options.lock ? sql`for update of t` : sql``}`),
  );
  return rows.map((row) => {
    const attachments = (Array.isArray(row.attachmentIds) ? row.attachmentIds : []).map((id) => ({
      id: Number(id),
    }));
    const type = row.type as TemplateType;
    const name = String(row.name);
    const text = String(row.text);
    return {
      id: Number(row.id),
      studyId: Number(row.studyId),
      type,
      name,
      text,
      creatorFirstName: row.creatorFirstName === null ? null : String(row.creatorFirstName),
      creatorLastName: row.creatorLastName === null ? null : String(row.creatorLastName),
      createdDate: Number(row.createdDate),
      attachments,
      version: templateVersion({ type, name, text, attachments }),
    };
  });
}
