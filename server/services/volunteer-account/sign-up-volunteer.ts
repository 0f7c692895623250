import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { VolunteerSignUpBody } from "../../../core/contracts/volunteer-account";
import type { UiLanguage } from "../../../core/rules/ui-languages";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import type { Db } from "../../db/connect";
import { verificationTokens, volunteerProfiles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { volunteerMailTexts } from "../../mail/volunteer-mail-texts";
import { newSecretToken } from "../auth/secret-token";
import { readSetting } from "../settings/read-setting";

const VERIFICATION_HOURS = 48;

/**
 * A volunteer signs up: the account (argon2id password, an empty profile) stays closed until the link
 * e-mailed through the outbox is followed. An address that has an account gets a reminder to sign in
 * instead, and the answer is the same, so that nobody learns who is registered.
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
  const applicationUrl = ((await readSetting({ db: options.db, name: "APPLICATION_URL" })) ?? "").replace(
    /\/+$/,
    "",
  );
  const now = options.now ?? new Date();
  await options.db.transaction(async (tx) => {
    const [created] = sqlRows(
      await tx.execute(sql`insert into users (type, email, username, first_name, last_name, password_hash, enabled,
          preferred_language)
        values ('VOLUNTEER', ${email}, ${email}, ${body.firstName}, ${body.lastName}, ${passwordHash}, false,
          ${options.language})
        on conflict do nothing returning id`),
    );
    if (!created) {
      await queueMail({
        db: tx,
        mail: {
          to: email,
          ...texts.alreadyRegistered(
            `${applicationUrl}${VOLUNTEER_PAGES.signIn}`,
            `${applicationUrl}${VOLUNTEER_PAGES.forgotPassword}`,
          ),
        },
      });
      return;
    }
    const userId = Number(created.id);
    await tx.insert(volunteerProfiles).values({ userId });
    const { token, hash: tokenHash } = newSecretToken();
    await tx.insert(verificationTokens).values({
      userId,
      token: tokenHash,
      purpose: "EMAIL_VERIFICATION",
      creationDate: now,
      expirationDate: new Date(now.getTime() + VERIFICATION_HOURS * 3_600_000),
    });
    await queueMail({
      db: tx,
      mail: {
        to: email,
        ...texts.verification(
          body.firstName,
          `${applicationUrl}${VOLUNTEER_PAGES.verifyEmail}?token=${token}`,
          VERIFICATION_HOURS,
        ),
      },
    });
  });
}
