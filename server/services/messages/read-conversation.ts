import { sql } from "drizzle-orm";
import type { ConversationPage, Message } from "../../../core/contracts/messages";
import { openingIndex } from "../../../core/rules/conversation-window";
import type { DbOrTx } from "../../db/connect";
import { compiledQuery } from "../../db/prepared-query";
import { AppError } from "../../errors/app-error";
import { recordOneRead } from "../audit/record-access";
import { INTERESTED_ROW_FROM } from "../interested-participants/interested-row";

const placeholder = (name: string) => sql.placeholder(name);

/** The participant, if the team sees it, with its message count and the first unread message's index. */
const participantQuery = compiledQuery(
  () => sql`select sv.user_id as "userId",
      (select count(*) from messages m where m.study_volunteer_id = sv.id)::int as "totalCount",
      (select count(*) from messages m where m.study_volunteer_id = sv.id and (m.sent_date, m.id) <
        (select f.sent_date, f.id from messages f where f.study_volunteer_id = sv.id and f.status = 'UNREAD'
          and not f.recipient_volunteer order by f.sent_date, f.id limit 1))::int as "firstUnread",
      exists (select 1 from messages f where f.study_volunteer_id = sv.id and f.status = 'UNREAD'
        and not f.recipient_volunteer) as "hasUnread"
    from ${INTERESTED_ROW_FROM}
    where sv.id = ${placeholder("studyVolunteerId")} and sv.study_id = ${placeholder("studyId")}`,
);

/**
 * The window's messages: their ids first, along the conversation's index, so that the columns and
 * attachments are read for those rows only, not for every message skipped.
 */
const windowQuery = compiledQuery(
  () => sql`select m.id, m.from_user_id as "fromUserId", m.study_id as "studyId",
      m.study_volunteer_id as "studyVolunteerId", m.volunteer_user_id as "userId", m.body,
      u.first_name as "senderFirstName", u.last_name as "senderLastName",
      round(extract(epoch from m.sent_date) * 1000)::float8 as "sentDate",
      m.recipient_volunteer as "recipientVolunteer", m.status,
      coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'filename', a.filename)
          order by a.title, a.id)
        from message_attachments ma join attachments a on a.id = ma.attachment_id
        where ma.message_id = m.id), '[]') as attachments
    from (select w.id from messages w where w.study_volunteer_id = ${placeholder("studyVolunteerId")}
      order by w.sent_date, w.id offset ${placeholder("offset")} limit ${placeholder("limit")}) window_ids
    join messages m on m.id = window_ids.id join users u on u.id = m.from_user_id
    order by m.sent_date, m.id`,
);

/**
 * A window of one participant's conversation in time order (spec 000 §4.6): by default from the first
 * unread message from the volunteer (or the last ten) to the newest. The messages are answered as they
 * were, and then the volunteer's unread ones are marked read and the read is audited. 404 for a
 * participant the team does not see in its lists.
 */
export async function readConversation(options: {
  db: DbOrTx;
  studyId: number;
  studyVolunteerId: number;
  fromIndex?: number;
  toIndex?: number;
  readerUserId: number;
}): Promise<ConversationPage> {
  const { db, studyId, studyVolunteerId } = options;
  const [participant] = await participantQuery(db, { studyVolunteerId, studyId });
  if (!participant) throw AppError.notFound("The conversation");
  const totalCount = Number(participant.totalCount);
  const opening = openingIndex(totalCount, participant.hasUnread ? Number(participant.firstUnread) : null);
  const fromIndex = Math.min(options.fromIndex ?? opening, totalCount);
  const toIndex = Math.max(fromIndex, Math.min(options.toIndex ?? totalCount, totalCount));
  const rows = await windowQuery(db, {
    studyVolunteerId,
    offset: fromIndex,
    limit: toIndex - fromIndex,
  });
  if (participant.hasUnread) {
    await db.execute(sql`update messages set status = 'READ'
      where study_volunteer_id = ${studyVolunteerId} and status = 'UNREAD' and not recipient_volunteer`);
  }
  await recordOneRead(db, {
    actorUserId: options.readerUserId,
    studyId,
    volunteerUserId: Number(participant.userId),
    action: "MESSAGES_READ",
  });
  return {
    page: rows.map(
      (row): Message => ({
        id: Number(row.id),
        fromUserId: Number(row.fromUserId),
        studyId: Number(row.studyId),
        studyVolunteerId: Number(row.studyVolunteerId),
        userId: Number(row.userId),
        body: String(row.body),
        senderFirstName: String(row.senderFirstName),
        senderLastName: String(row.senderLastName),
        sentDate: Number(row.sentDate),
        recipientVolunteer: Boolean(row.recipientVolunteer),
        status: row.status === "UNREAD" ? "UNREAD" : "READ",
        attachments: (typeof row.attachments === "string"
          ? JSON.parse(row.attachments)
          : row.attachments) as Message["attachments"],
      }),
    ),
    totalCount,
    fromIndex,
  };
}
