import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { VolunteerSignUpBody } from "../../../core/contracts/volunteer-account";
import type { UiLanguage } from "../../../core/rules/ui-languages";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import type { Db } from "../../db/connect";
import { volunteerProfiles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { volunteerMailTexts } from "../../mail/volunteer-mail-texts";
import { readApplicationUrl } from "../settings/read-application-url";
import { sendVerificationLink } from "./send-verification-link";

/**
 * A volunteer signs up: the account (argon2id password, an empty profile) stays closed until the link
 * e-mailed through the outbox is followed. An address whose account waits for that link gets a new one (the
 * password chosen first stays); an address with any other account gets a reminder to sign in. The answer
 * is the same, so that nobody learns who is registered.
 */
export async function signUpVolunteer(options: {
  db: Db;
  body: VolunteerSignUpBody;
  /** The language the volunteer signed up in (the pages' language), kept for their e-mails. */
  language: UiLanguage;
  now?: Date;
}): Promise<void> {
  const texts = volunteerMailTexts(options.language);
  const { body } = options;
  const email = body.email.toLowerCase();
  const passwordHash = await hash(body.password);
  await options.db.transaction(async (tx) => {
    const [created] = sqlRows(
      await tx.execute(sql`insert into users (type, email, username, first_name, last_name, password_hash, enabled,
          awaiting_email_verification, preferred_language)
        values ('VOLUNTEER', ${email}, ${email}, ${body.firstName}, ${body.lastName}, ${passwordHash}, false, true,
          ${options.language})
        on conflict do nothing returning id`),
    );
    if (created) {
      const userId = Number(created.id);
      await tx.insert(volunteerProfiles).values({ userId });
      await sendVerificationLink(tx, {
        userId,
        email,
        compose: (link, hours) => texts.verification(body.firstName, link, hours),
        now: options.now,
      });
      return;
    }
    const applicationUrl = await readApplicationUrl(tx);
    const forgotLink = `${applicationUrl}${VOLUNTEER_PAGES.forgotPassword}`;
    const [waiting] = sqlRows(
      await tx.execute(sql`select id, first_name as "firstName" from users
        where lower(email) = ${email} and awaiting_email_verification for update`),
    );
    if (waiting) {
      await sendVerificationLink(tx, {
        userId: Number(waiting.id),
        email,
        compose: (link, hours) => texts.verificationAgain(String(waiting.firstName), link, hours, forgotLink),
        now: options.now,
      });
      return;
    }
    await queueMail({
      db: tx,
      mail: {
        to: email,
        ...texts.alreadyRegistered(`${applicationUrl}${VOLUNTEER_PAGES.signIn}`, forgotLink),
      },
    });
  });
}
