import { sql } from "drizzle-orm";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import type { DbOrTx } from "../../db/connect";
import { verificationTokens } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { newSecretToken } from "../auth/secret-token";
import { readApplicationUrl } from "../settings/read-application-url";

const VERIFICATION_HOURS = 48;

/** A link asked for again within this time sends no second mail: the first is on its way. */
const RESEND_AFTER_MS = 2 * 60_000;

/**
 * Queues a new e-mail verification link for an account that waits for one, in the caller's transaction: the
 * mail `compose` writes around the link. The links sent before keep working until they expire. Sends
 * nothing when a link went out in the last two minutes, so that repeated sign-ins or sign-ups do not flood
 * the volunteer's mailbox.
 */
export async function sendVerificationLink(
  tx: DbOrTx,
  options: {
    userId: number;
    email: string;
    compose: (link: string, hours: number) => { subject: string; text: string };
    now?: Date;
  },
): Promise<void> {
  const now = options.now ?? new Date();
  const [recent] = sqlRows(
    await tx.execute(sql`select 1 from verification_tokens where user_id = ${options.userId}
      and purpose = 'EMAIL_VERIFICATION' and creation_date > ${new Date(now.getTime() - RESEND_AFTER_MS)}`),
  );
  if (recent) return;
  const { token, hash } = newSecretToken();
  await tx.insert(verificationTokens).values({
    userId: options.userId,
    token: hash,
    purpose: "EMAIL_VERIFICATION",
    creationDate: now,
    expirationDate: new Date(now.getTime() + VERIFICATION_HOURS * 3_600_000),
  });
  const link = `${await readApplicationUrl(tx)}${VOLUNTEER_PAGES.verifyEmail}?token=${token}`;
  await queueMail({ db: tx, mail: { to: options.email, ...options.compose(link, VERIFICATION_HOURS) } });
}
