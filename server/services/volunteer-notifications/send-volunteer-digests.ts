import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { textProperty } from "../public-studies/public-study-sql";
import { readSetting } from "../settings/read-setting";
import {
  digestDaysOf,
  FREQUENCY_OF_MESSAGE,
  RECIPIENT_ADDRESS,
  RECIPIENT_JOINS,
  RECIPIENT_LANGUAGE,
} from "./frequency-sql";
import { digestMail } from "./notification-mails";

const VOLUNTEERS_PER_BATCH = 500;

interface DueGroup {
  userId: number;
  ask: boolean;
  address: string;
  /** The language the digest is written in. */
  language: string;
  /** Null when the volunteer now chose never, or the account is deactivated: forget, do not write. */
  send: boolean;
  messageIds: number[];
  /** Studies whose messages or asks are still unread. */
  titles: string[] | null;
}

/**
 * The SEND_VOLUNTEER_DIGESTS job: for each volunteer, the messages (and, apart, the asks) waiting for a
 * digest are gathered into one e-mail once the oldest has waited the period of the volunteer's frequency
 * (now: a changed frequency applies to what waits). What the volunteer has read meanwhile is left out; a
 * digest with nothing left is not sent. Each batch is one transaction. Answers the e-mails queued.
 */
export async function sendVolunteerDigests(db: Db, now = new Date()): Promise<number> {
  const applicationUrl = (await readSetting({ db, name: "APPLICATION_URL" })) ?? "";
  const days = digestDaysOf(FREQUENCY_OF_MESSAGE);
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const groups = sqlRows(
        await tx.execute(sql`select "userId", "ask", "address", "language", "enabled" and "days" is not null as "send",
            array_agg("messageId") as "messageIds",
            array_agg(distinct "title") filter (where "unread") as "titles"
          from (select n.user_id as "userId", n.message_id as "messageId", n.created_at as "createdAt",
              m.kind = 'ASK_IF_INTERESTED' as "ask", m.status = 'UNREAD' as "unread",
              ${textProperty("title", sql`upper(${RECIPIENT_LANGUAGE})`)} as title,
              ${RECIPIENT_ADDRESS} as "address", ${RECIPIENT_LANGUAGE} as "language", u.enabled, ${days} as "days"
            from volunteer_notifications n join messages m on m.id = n.message_id
              join studies s on s.id = m.study_id ${RECIPIENT_JOINS}) waiting
          group by "userId", "ask", "address", "language", "enabled", "days"
          having "days" is null or not "enabled"
            or min("createdAt") <= ${now.toISOString()}::timestamptz - "days" * interval '1 day'
          order by "userId"
          limit ${VOLUNTEERS_PER_BATCH}`),
      ) as unknown as DueGroup[];
      const byVolunteer = new Map<
        number,
        { address: string; language: string; messages: string[]; asks: string[] }
      >();
      for (const group of groups) {
        if (!group.send || !group.titles || group.titles.length === 0) continue;
        const digest = byVolunteer.get(group.userId) ?? {
          address: group.address,
          language: group.language,
          messages: [],
          asks: [],
        };
        (group.ask ? digest.asks : digest.messages).push(...group.titles);
        byVolunteer.set(group.userId, digest);
      }
      for (const digest of byVolunteer.values()) {
        await queueMail({
          db: tx,
          mail: { to: digest.address, ...digestMail(digest, applicationUrl, digest.language) },
        });
      }
      const done = groups.flatMap((group) => group.messageIds.map(Number));
      if (done.length > 0) {
        await tx.execute(sql`delete from volunteer_notifications where message_id = any(${intArray(done)})`);
      }
      return { groups: groups.length, mails: byVolunteer.size };
    });
    queued += batch.mails;
    if (batch.groups < VOLUNTEERS_PER_BATCH) return queued;
  }
}
