import { sql } from "drizzle-orm";
import { SPENT_LINK_MESSAGE } from "../../../core/contracts/auth";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { consumeToken } from "../auth/consume-token";

/**
 * Opens the account of an e-mail verification link (single use). Enabling the account matches the
 * volunteer (the trigger on users.enabled). A link to an account that is open already (a second link of
 * the same sign-up) changes nothing; a closed account's link reopens nothing.
 */
export async function verifyEmail(options: { db: Db; token: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, options.token, "EMAIL_VERIFICATION");
    if (userId === null) throw new AppError("INVALID_TOKEN", 400, SPENT_LINK_MESSAGE);
    const [account] = sqlRows(
      await tx.execute(sql`update users set enabled = enabled or awaiting_email_verification,
          awaiting_email_verification = false
        where id = ${userId} returning enabled`),
    );
    if (!account?.enabled) throw new AppError("INVALID_TOKEN", 400, SPENT_LINK_MESSAGE);
  });
}
