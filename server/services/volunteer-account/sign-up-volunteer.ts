import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { VolunteerSignUpBody } from "../../../core/contracts/volunteer-account";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import type { Db } from "../../db/connect";
import { verificationTokens, volunteerProfiles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
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
  now?: Date;
}): Promise<void> {
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
      await tx.execute(sql`insert into users (type, email, username, first_name, last_name, password_hash, enabled)
        values ('VOLUNTEER', ${email}, ${email}, ${body.firstName}, ${body.lastName}, ${passwordHash}, false)
        on conflict do nothing returning id`),
    );
    if (!created) {
      await queueMail({
        db: tx,
        mail: {
          to: email,
          subject: "You have a Recruit account already",
          text: `Hello,\n\nSomeone (probably you) tried to sign up to Recruit with this address, which has an account already.\n\nSign in: ${applicationUrl}${VOLUNTEER_PAGES.signIn}\nForgot your password? ${applicationUrl}${VOLUNTEER_PAGES.forgotPassword}\n`,
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
        subject: "Confirm your e-mail address for Recruit",
        text: `Hello ${body.firstName},\n\nWelcome to Recruit. Confirm your e-mail address to open your account:\n${applicationUrl}${VOLUNTEER_PAGES.verifyEmail}?token=${token}\n\nThe link works once, for ${VERIFICATION_HOURS} hours.\n`,
      },
    });
  });
}
