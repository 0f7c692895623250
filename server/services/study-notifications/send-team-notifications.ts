import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { readSetting } from "../settings/read-setting";
import { TEAM_NOTIFICATION_SUBJECTS, teamNotificationMail } from "./team-notification-mail";

/** How long each frequency waits between two e-mails of a setting (NEVER: none are sent). */
const PERIODS: Record<string, string> = { IMMEDIATELY: "0 minutes", DAILY: "1 day", WEEKLY: "7 days" };

/** A notification `n`'s period as SQL, from PERIODS. */
const PERIOD_OF_NOTIFICATION = sql`(case n.frequency ${sql.join(
  Object.entries(PERIODS).map(([frequency, period]) => sql`when ${frequency}::text then ${period}::interval`),
  sql` `,
)} end)`;

/** What each setting counts in a study between two instants. */
const COUNTS: Record<string, ReturnType<typeof sql>> = {
  NEW_INTERESTED_PARTICIPANT_NOTIFICATION: sql`(select count(*) from study_volunteers sv join users u on u.id = sv.user_id
    and u.enabled where sv.study_id = n.study_id and sv.show_interest_date > w.since and sv.show_interest_date <= w.until)`,
  NEW_MATCHED_PARTICIPANT_NOTIFICATION: sql`(select count(*) from matched_participants mp where mp.study_id = n.study_id
    and mp.status in ('EXACT', 'PARTIAL') and mp.timestamp > w.since and mp.timestamp <= w.until)`,
  NEW_MESSAGE_NOTIFICATION: sql`(select count(*) from messages m where m.study_id = n.study_id
    and not m.recipient_volunteer and m.study_volunteer_id is not null and m.sent_date > w.since and m.sent_date <= w.until)`,
};

/**
 * The SEND_NOTIFICATION_DIGESTS job: for each study's notification choice that is due by its frequency,
 * counts what is new since its previous e-mail (new interested participants, new matches, new messages
 * from participants) and e-mails each receiver still on the team, and the specific address, the count
 * and a link. Each choice moves on in its own transaction, conditionally on the time it was read: two
 * instances running the job send nothing twice. Answers the e-mails queued.
 */
export async function sendTeamNotifications(db: Db, now = new Date()): Promise<number> {
  const applicationUrl = (await readSetting({ db, name: "APPLICATION_URL" })) ?? "";
  const until = now.toISOString();
  const due = sqlRows(
    await db.execute(sql`select n.id, d.name as "setting", n.last_sent_at as "lastSentAt", n.frequency
      from study_notifications n join notification_settings d on d.id = n.notification_setting_id
      where d.name in (${sql.join(
        Object.keys(COUNTS).map((name) => sql`${name}`),
        sql`, `,
      )})
        and ${PERIOD_OF_NOTIFICATION} is not null
        and (n.last_sent_at is null or n.last_sent_at <= ${until}::timestamptz - ${PERIOD_OF_NOTIFICATION})
      order by n.id`),
  );
  let queued = 0;
  for (const notification of due) {
    const setting = String(notification.setting);
    const count = COUNTS[setting];
    if (!count || !TEAM_NOTIFICATION_SUBJECTS[setting]) continue;
    const period = PERIODS[String(notification.frequency)] ?? "1 day";
    queued += await db.transaction(async (tx) => {
      const previous =
        notification.lastSentAt === null
          ? null
          : String(new Date(String(notification.lastSentAt)).toISOString());
      // The window: since the previous e-mail (or one period back, for the first), until now.
      const [claimed] = sqlRows(
        await tx.execute(sql`with w as (select coalesce(${previous}::timestamptz,
              ${until}::timestamptz - greatest(${period}::interval, interval '1 hour')) as since,
              ${until}::timestamptz as until)
          update study_notifications n set last_sent_at = w.until from w
          where n.id = ${Number(notification.id)} and n.last_sent_at is not distinct from ${previous}::timestamptz
          returning n.study_id as "studyId", n.recipient_emails as "emails", ${count}::int as "count",
            (select s.study_num from studies s where s.id = n.study_id) as "studyNum",
            (select st.title from study_statistics st where st.study_id = n.study_id) as "title",
            (select coalesce(array_agg(u.email order by u.email), '{}') from study_notification_recipients r
              join study_team_members m on m.user_id = r.user_id and m.study_id = n.study_id
              join users u on u.id = r.user_id and u.enabled
              where r.study_notification_id = n.id) as "members"`),
      );
      if (!claimed || Number(claimed.count) === 0) return 0;
      const mail = teamNotificationMail({
        setting,
        count: Number(claimed.count),
        studyNum: String(claimed.studyNum),
        title: String(claimed.title),
        applicationUrl,
      });
      if (!mail) return 0;
      const receivers = [
        ...new Set([...(claimed.members as string[]), ...((claimed.emails as string[] | null) ?? [])]),
      ];
      for (const to of receivers) await queueMail({ db: tx, mail: { to, ...mail } });
      return receivers.length;
    });
  }
  return queued;
}
