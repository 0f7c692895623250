import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { queueMail } from "../../mail/queue-mail";
import { issueResetToken } from "../customer-support/create-reset-link";

/**
 * "Forgot password": an open volunteer account gets a reset link (the tokens customer support makes);
 * any other address gets nothing, and the answer is the same.
 */
export async function requestPasswordReset(options: { db: Db; email: string; now?: Date }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [user] = sqlRows(
      await tx.execute(sql`select id, first_name as "firstName", email from users
        where lower(email) = ${options.email.toLowerCase()} and type = 'VOLUNTEER' and enabled`),
    );
    if (!user) return;
    const reset = await issueResetToken(tx, Number(user.id), options.now ?? new Date());
    await queueMail({
      db: tx,
      mail: {
        to: String(user.email),
        subject: "Reset your Recruit password",
        text: `Hello ${String(user.firstName)},\n\nChoose a new password here:\n${reset.link}\n\nThe link works once, for ${reset.hours} hours. If you did not ask for it, ignore this e-mail.\n`,
      },
    });
  });
}
