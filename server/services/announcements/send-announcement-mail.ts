import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { readApplicationUrl } from "../settings/read-application-url";

/**
 * Who hears of announcements: the receivers and specific addresses of every study, not archived, whose
 * team chose the announcement notification (IMMEDIATELY; NEVER is the other choice). One e-mail each.
 */
const RECEIVERS = sql`select u.email from study_notifications n
    join notification_settings d on d.id = n.notification_setting_id and d.name = 'ANNOUNCEMENT_NOTIFICATION'
    join studies s on s.id = n.study_id and s.archived_date is null
    join study_notification_recipients r on r.study_notification_id = n.id
    join study_team_members m on m.user_id = r.user_id and m.study_id = n.study_id
    join users u on u.id = r.user_id and u.enabled
    where n.frequency = 'IMMEDIATELY'
  union
  select unnest(n.recipient_emails) from study_notifications n
    join notification_settings d on d.id = n.notification_setting_id and d.name = 'ANNOUNCEMENT_NOTIFICATION'
    join studies s on s.id = n.study_id and s.archived_date is null
    where n.frequency = 'IMMEDIATELY'`;

/**
 * Part of the SEND_NOTIFICATION_DIGESTS job: each announcement that has started, has not ended and was
 * not announced yet is claimed (so two instances never send it twice) and e-mailed, title and message,
 * to the study teams that chose it. Answers the e-mails queued.
 */
export async function sendAnnouncementMail(db: Db, now = new Date()): Promise<number> {
  const applicationUrl = await readApplicationUrl(db);
  let queued = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const [announcement] = sqlRows(
        await tx.execute(sql`update announcements set notified_at = ${now}
          where id = (select id from announcements
            where notified_at is null and start_time <= ${now} and end_time > ${now}
            order by start_time, id limit 1 for update skip locked)
          returning title, message`),
      );
      if (!announcement) return null;
      const receivers = sqlRows(await tx.execute(sql`${RECEIVERS} order by 1`));
      for (const receiver of receivers) {
        await queueMail({
          db: tx,
          mail: {
            to: String(receiver.email),
            subject: `Announcement: ${String(announcement.title)}`,
            text: `${String(announcement.title)}\n\n${String(announcement.message)}\n\n${applicationUrl}\n\nYou receive this e-mail because your study team chose announcements under Study Team, Email Notifications.\n`,
          },
        });
      }
      return receivers.length;
    });
    if (sent === null) return queued;
    queued += sent;
  }
}
