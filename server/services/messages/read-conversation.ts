import { type SQL, sql } from "drizzle-orm";
import type { ConversationPage, Message } from "../../../core/contracts/messages";
import { openingIndex } from "../../../core/rules/conversation-window";
import { CONVERSATION_WINDOW } from "../../../core/rules/limits";
import type { DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { recordRead } from "../audit/record-read";
import { INTERESTED_SOURCE } from "../interested-participants/interested-row";

const placeholder = (name: string) => sql.placeholder(name);

/**
 * Where the statement starts reading. For a range the reader asked for, its start. For the opening
 * window, the earlier of the first unread message and the last ten: every opening `openingIndex` can
 * choose lies at or after it, and the rule itself picks the start from the counts read beside it.
 */
function windowStart(window: "opening" | "range"): SQL {
  return window === "range"
    ? sql`${placeholder("fromIndex")}::int`
    : sql`(select least(p."firstUnread", greatest(p."totalCount" - ${placeholder("window")}::int, 0))
        from participant p)`;
}

/**
 * The window's messages. The opening window runs to the newest message, so it is read backwards from the
 * newest, along the conversation's index, never walking the older messages it skips. A range is read
 * forwards from its start: its ids first, along the index alone, so that the rows are read for the window
 * only, not for every message skipped.
 */
function windowMessages(window: "opening" | "range"): SQL {
  const conversation = sql`from messages w where w.study_volunteer_id = (select id from participant)`;
  return window === "range"
    ? sql`select m.* from (select w.id ${conversation} order by w.sent_date, w.id
          offset (select at from start) limit ${placeholder("limit")}::int) i
        join messages m on m.id = i.id`
    : sql`select w.* ${conversation} order by w.sent_date desc, w.id desc
        limit (select p."totalCount" - start.at from participant p, start)`;
}

/**
 * The conversation's read: only of a participant the team sees in its lists. It writes nothing, so that it
 * can go with the session (http/session-read.ts); the read is recorded in the access audit once made.
 * What it would look up for every message is kept instead (issue 27): the conversation's length on the
 * participant's row (migration 0060), the volunteer's name there too (0054), each message's JSON with
 * whether it has attachments on the message (0062, 0071). One row: the participant, the window's messages
 * as one JSON array of their kept texts, and the names of the team members who wrote in it, each looked up
 * once. Their names and the attachments are not in a message's text: both change without the message.
 * Each part of a statement costs PostgreSQL ~40,000 instructions a run even when nothing reaches it, so the
 * few messages with attachments have them read in a statement of their own (`readAttachments`).
 */
function buildConversationWindow(window: "opening" | "range"): SQL {
  return sql`with participant as (
      select sv.id, sv.study_id, sv.user_id as "userId", sv.volunteer_first_name as "volunteerFirstName",
        sv.volunteer_last_name as "volunteerLastName", sv.message_count as "totalCount",
        case when unread.id is not null then (select count(*) from messages m
          where m.study_volunteer_id = sv.id and (m.sent_date, m.id) < (unread.sent_date, unread.id))::int
        end as "firstUnread"
      from ${INTERESTED_SOURCE}
      left join lateral (select f.sent_date, f.id from messages f where f.study_id = sv.study_id
        and f.study_volunteer_id = sv.id and f.status = 'UNREAD' and not f.recipient_volunteer
        order by f.sent_date, f.id limit 1) unread on true
      where sv.id = ${placeholder("studyVolunteerId")} and sv.study_id = ${placeholder("studyId")}),
    start as (select ${windowStart(window)} as at),
    window_messages as (${windowMessages(window)})
    select p."userId", p.study_id as "studyId", p.id as "studyVolunteerId", p."totalCount", p."firstUnread",
      p."volunteerFirstName", p."volunteerLastName", (select at from start) as "windowStart",
      (select '[' || string_agg(m.row_json, ',' order by m.sent_date, m.id) || ']' from window_messages m)
        as messages,
      (select json_agg(json_build_array(t.id, t.first_name, t.last_name)) from users t
        where t.id = any(array(select m.from_user_id from window_messages m where m.from_user_id <> p."userId")))
        as "teamSenders"
    from participant p`;
}

/** A message of the window as its kept text writes it (migration 0071): what is the message's own. */
interface WindowMessage {
  id: number;
  fromUserId: number;
  body: string;
  sentDate: number;
  recipientVolunteer: boolean;
  status: Message["status"];
  hasAttachments: boolean;
}

/** A team member who wrote in the window: id, first name, last name. */
type TeamSender = [number, string | null, string | null];

/** Which conversation, and which of its messages: by default the opening window. */
export interface ConversationOptions {
  studyId: number;
  studyVolunteerId: number;
  fromIndex?: number;
  toIndex?: number;
}

/** The read of a window of one conversation (alone, or with the session: http/session-read.ts). */
export function conversationRead(options: ConversationOptions): PreparedRead {
  const window = options.fromIndex !== undefined ? "range" : "opening";
  return {
    key: `conversation:${window}`,
    oneRow: true,
    build: () => buildConversationWindow(window),
    values: {
      studyId: options.studyId,
      studyVolunteerId: options.studyVolunteerId,
      window: CONVERSATION_WINDOW,
      fromIndex: options.fromIndex ?? 0,
      // The opening window, and a range without an end, run to the newest message.
      limit:
        options.fromIndex !== undefined && options.toIndex !== undefined
          ? Math.max(0, options.toIndex - options.fromIndex)
          : null,
    },
  };
}

/**
 * A window of one participant's conversation in time order (spec 000 §4.6): by default from the first
 * unread message from the volunteer (or the last ten) to the newest. The messages are answered as they
 * were, and then the volunteer's unread ones are marked read; the answer waits until the read is recorded
 * in the access audit. 404 for a participant the team does not see in its lists.
 */
export async function readConversation(
  options: ConversationOptions & {
    db: DbOrTx;
    readerUserId: number;
    /** The window's row, when the access gate read it with the session. */
    rows?: Rows | null;
  },
): Promise<ConversationPage> {
  const { db, studyId, studyVolunteerId } = options;
  const [participant] = options.rows ?? (await runPreparedRead(db, conversationRead(options), null));
  if (!participant) throw AppError.notFound("The conversation");
  const totalCount = Number(participant.totalCount);
  const firstUnread = participant.firstUnread === null ? null : Number(participant.firstUnread);
  const fromIndex = Math.min(options.fromIndex ?? openingIndex(totalCount, firstUnread), totalCount);
  const toIndex = Math.max(fromIndex, Math.min(options.toIndex ?? totalCount, totalCount));
  const recorded = recordRead(db, {
    actorUserId: options.readerUserId,
    volunteerUserId: Number(participant.userId),
    studyId,
    action: "MESSAGES_READ",
  });
  // Marked only when there is something to mark: an update of messages, even of no row, runs the inbox's
  // and the statistics' statement triggers.
  const marked =
    firstUnread === null
      ? undefined
      : db.execute(sql`update messages set status = 'READ'
      where study_id = ${studyId} and study_volunteer_id = ${studyVolunteerId} and status = 'UNREAD'
        and not recipient_volunteer`);
  const windowStartIndex = Number(participant.windowStart);
  // The kept texts joined by PostgreSQL; null for a window of none.
  const windowMessages =
    participant.messages === null ? [] : (JSON.parse(String(participant.messages)) as WindowMessage[]);
  const page = windowMessages.slice(fromIndex - windowStartIndex, toIndex - windowStartIndex);
  const withAttachments = page.filter((message) => message.hasAttachments).map((message) => message.id);
  const [attachments] = await Promise.all([readAttachments(db, withAttachments), recorded, marked]);
  // A json column: both drivers (node-postgres, PGlite) answer it parsed.
  const teamSenders = new Map(
    ((participant.teamSenders ?? []) as TeamSender[]).map(([id, firstName, lastName]) => [
      id,
      { firstName, lastName },
    ]),
  );
  const volunteerUserId = Number(participant.userId);
  const volunteer = {
    firstName: participant.volunteerFirstName as string | null,
    lastName: participant.volunteerLastName as string | null,
  };
  const conversation = {
    studyId: Number(participant.studyId),
    studyVolunteerId: Number(participant.studyVolunteerId),
    userId: volunteerUserId,
  };
  return {
    page: page.map((message): Message => {
      const sender = message.fromUserId === volunteerUserId ? volunteer : teamSenders.get(message.fromUserId);
      return {
        id: message.id,
        fromUserId: message.fromUserId,
        studyId: conversation.studyId,
        studyVolunteerId: conversation.studyVolunteerId,
        userId: conversation.userId,
        body: message.body,
        // Empty for a sender whose account is gone, or a name the volunteer's copy holds as null.
        senderFirstName: sender?.firstName ?? "",
        senderLastName: sender?.lastName ?? "",
        sentDate: message.sentDate,
        recipientVolunteer: message.recipientVolunteer,
        status: message.status === "UNREAD" ? "UNREAD" : "READ",
        attachments: attachments.get(message.id) ?? [],
      };
    }),
    totalCount,
    fromIndex,
  };
}

/**
 * The attachments of the page's messages that have any, by message, each message's by title: a statement
 * only for a page that has some. Deleted attachments stay listed on the messages that carried them.
 */
async function readAttachments(
  db: DbOrTx,
  messageIds: readonly number[],
): Promise<Map<number, Message["attachments"]>> {
  const byMessage = new Map<number, Message["attachments"]>();
  if (messageIds.length === 0) return byMessage;
  const rows = sqlRows(
    await db.execute(sql`select ma.message_id as "messageId", a.id, a.title, a.filename
      from message_attachments ma join attachments a on a.id = ma.attachment_id
      where ma.message_id = any(${intArray(messageIds)}) order by ma.message_id, a.title, a.id`),
  );
  for (const row of rows) {
    const messageId = Number(row.messageId);
    const list = byMessage.get(messageId) ?? [];
    list.push({ id: Number(row.id), title: String(row.title), filename: String(row.filename) });
    byMessage.set(messageId, list);
  }
  return byMessage;
}
