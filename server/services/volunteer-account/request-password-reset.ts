import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { volunteerMailTexts } from "../../mail/volunteer-mail-texts";
import { issueResetToken } from "../customer-support/create-reset-link";

/**
 * "Forgot password": an open volunteer account, or one that waits for its e-mail's verification (the
 * reset opens it), gets a reset link (the tokens customer support makes), in the volunteer's language;
 * any other address gets nothing, and the answer is the same.
 */
export async function requestPasswordReset(options: { db: Db; email: string; now?: Date }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [user] = sqlRows(
      await tx.execute(sql`select id, first_name as "firstName", email, preferred_language as "language" from users
        where lower(email) = ${options.email.toLowerCase()} and type = 'VOLUNTEER'
          and (enabled or awaiting_email_verification)`),
    );
    if (!user) return;
    const reset = await issueResetToken(tx, Number(user.id), options.now ?? new Date());
    await queueMail({
      db: tx,
      mail: {
        to: String(user.email),
        ...volunteerMailTexts(user.language as string | null).passwordReset(
          String(user.firstName),
          reset.link,
          reset.hours,
        ),
      },
    });
  });
}
