import { sql } from "drizzle-orm";
import type { VolunteerConversation } from "../../../core/contracts/volunteer-participation";
import type { Db, DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { readAttachmentFile } from "../attachments/read-attachment-file";
import { textColumns } from "../public-studies/public-study-sql";
import { readStudyTitle } from "../public-studies/study-title";

const millis = (value: unknown) => new Date(String(value)).getTime();

/** The volunteer's conversations (one per study they showed interest in), the latest message first. */
export async function listVolunteerConversations(db: Db, userId: number, language: string) {
  const rows = sqlRows(
    await db.execute(sql`select sv.id as "studyVolunteerId", s.study_num as "studyNum",
        ${textColumns("title", language)},
        (select max(m.sent_date) from messages m where m.study_volunteer_id = sv.id) as "lastMessageDate",
        (select count(*) from messages m where m.study_volunteer_id = sv.id and m.recipient_volunteer
          and m.status = 'UNREAD')::int as "unreadCount"
      from study_volunteers sv join studies s on s.id = sv.study_id
      where sv.user_id = ${userId}
      order by "lastMessageDate" desc nulls last, sv.show_interest_date desc`),
  );
  return rows.map((row) => ({
    studyVolunteerId: Number(row.studyVolunteerId),
    studyNum: String(row.studyNum),
    title: String(row.title),
    titleLanguage: String(row.titleLanguage),
    lastMessageDate: row.lastMessageDate === null ? null : millis(row.lastMessageDate),
    unreadCount: Number(row.unreadCount),
  }));
}

/** The volunteer's own interest, or 404 (another volunteer's conversation does not exist for them). */
async function ownInterest(db: DbOrTx, userId: number, studyVolunteerId: number) {
  const [row] = sqlRows(
    await db.execute(sql`select sv.id, sv.study_id as "studyId", s.study_num as "studyNum"
      from study_volunteers sv join studies s on s.id = sv.study_id
      where sv.id = ${studyVolunteerId} and sv.user_id = ${userId}`),
  );
  if (!row) throw AppError.notFound("The conversation");
  return {
    id: Number(row.id),
    studyId: Number(row.studyId),
    studyNum: String(row.studyNum),
  };
}

async function messagesOf(db: DbOrTx, studyVolunteerId: number, onlyId?: number) {
  const rows = sqlRows(
    await db.execute(sql`select m.id, m.recipient_volunteer as "fromStudyTeam", m.body, m.sent_date as "sentDate",
        case when m.has_attachments then coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title,
            'filename', a.filename) order by a.title)
          from message_attachments ma join attachments a on a.id = ma.attachment_id
          where ma.message_id = m.id and a.deleted_at is null), '[]') else '[]'::json end as attachments
      from messages m where m.study_volunteer_id = ${studyVolunteerId}
        ${onlyId === undefined ? sql`` : sql`and m.id = ${onlyId}`}
      order by m.sent_date, m.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    fromStudyTeam: Boolean(row.fromStudyTeam),
    body: String(row.body),
    sentDate: millis(row.sentDate),
    attachments: row.attachments as { id: number; title: string; filename: string }[],
  }));
}

/** One conversation, oldest first; what the team sent is marked read (the team's view is unaffected). */
export async function readVolunteerConversation(options: {
  db: Db;
  userId: number;
  studyVolunteerId: number;
  language: string;
}): Promise<VolunteerConversation> {
  const interest = await ownInterest(options.db, options.userId, options.studyVolunteerId);
  const { title, titleLanguage } = await readStudyTitle(options.db, interest.studyId, options.language);
  await options.db.execute(sql`update messages set status = 'READ' where study_volunteer_id = ${interest.id}
    and recipient_volunteer and status = 'UNREAD'`);
  return {
    studyVolunteerId: interest.id,
    studyNum: interest.studyNum,
    title,
    titleLanguage,
    messages: await messagesOf(options.db, interest.id),
  };
}

/** The volunteer writes to the study team; the team's inbox shows it as new (its summaries follow). */
export async function replyToStudyTeam(options: {
  db: Db;
  userId: number;
  studyVolunteerId: number;
  body: string;
}) {
  const interest = await ownInterest(options.db, options.userId, options.studyVolunteerId);
  const [row] = sqlRows(
    await options.db.execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id, body,
        recipient_volunteer, status)
      values (${interest.studyId}, ${interest.id}, ${options.userId}, ${options.userId}, ${options.body}, false, 'UNREAD')
      returning id`),
  );
  const [message] = await messagesOf(options.db, interest.id, Number(row?.id));
  if (!message) throw new Error("the reply was not stored");
  return message;
}

/** An attachment the team sent in the volunteer's conversation; 404 otherwise, and once deleted. */
export async function readVolunteerAttachment(options: {
  db: Db;
  userId: number;
  studyVolunteerId: number;
  attachmentId: number;
}) {
  const interest = await ownInterest(options.db, options.userId, options.studyVolunteerId);
  const [sent] = sqlRows(
    await options.db.execute(sql`select 1 from message_attachments ma join messages m on m.id = ma.message_id
      where ma.attachment_id = ${options.attachmentId} and m.study_volunteer_id = ${interest.id} and m.recipient_volunteer`),
  );
  if (!sent) throw AppError.notFound("The attachment");
  return readAttachmentFile({
    db: options.db,
    studyId: interest.studyId,
    attachmentId: options.attachmentId,
  });
}
