import { sql } from "drizzle-orm";
import { UI_LANGUAGES } from "../../../core/rules/ui-languages";
import type { VolunteerNotificationKind } from "../../../core/rules/volunteer-notifications";
import type { DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { textProperty } from "../public-studies/public-study-sql";
import { readSetting } from "../settings/read-setting";
import {
  digestDaysOf,
  FREQUENCY_OF_MESSAGE,
  RECIPIENT_ADDRESS,
  RECIPIENT_JOINS,
  RECIPIENT_LANGUAGE,
} from "./frequency-sql";
import { immediateMail } from "./notification-mails";

/**
 * Tells volunteers of messages (or asks) just sent by one study's team, in the sender's transaction:
 * those who want it at once get an e-mail in the outbox, those with a digest frequency a waiting row for
 * the digest job, those who chose never nothing. Two statements, whatever the number of messages.
 */
export async function notifyVolunteers(
  tx: DbOrTx,
  options: { studyId: number; kind: VolunteerNotificationKind; messageIds: readonly number[] },
): Promise<void> {
  if (options.messageIds.length === 0) return;
  // The study's title in each language the e-mails are written in (its own where it has none in one).
  const [titles] = sqlRows(
    await tx.execute(
      sql`select ${sql.join(
        UI_LANGUAGES.map(
          (language) => sql`${textProperty("title", language.toUpperCase())} as ${sql.identifier(language)}`,
        ),
        sql`, `,
      )} from studies s where s.id = ${options.studyId}`,
    ),
  );
  const applicationUrl = (await readSetting({ db: tx, name: "APPLICATION_URL" })) ?? "";
  const ids = intArray(options.messageIds);
  // The e-mail of each language, joined to each recipient's (always one of them: frequency-sql.ts).
  const mails = sql.join(
    UI_LANGUAGES.map((language) => {
      const mail = immediateMail(options.kind, String(titles?.[language] ?? ""), applicationUrl, language);
      return sql`(${language}, ${mail.subject}, ${mail.text})`;
    }),
    sql`, `,
  );
  await tx.execute(sql`insert into outbox_mails (to_address, subject, text_body)
    select ${RECIPIENT_ADDRESS}, mail.subject, mail.text
    from messages m ${RECIPIENT_JOINS}
      join (values ${mails}) as mail(language, subject, text) on mail.language = ${RECIPIENT_LANGUAGE}
    where m.id = any(${ids}) and ${FREQUENCY_OF_MESSAGE} = 'IMMEDIATELY'`);
  await tx.execute(sql`insert into volunteer_notifications (message_id, user_id)
    select m.id, m.volunteer_user_id
    from messages m ${RECIPIENT_JOINS}
    where m.id = any(${ids}) and ${digestDaysOf(FREQUENCY_OF_MESSAGE)} > 0
    on conflict do nothing`);
}
