import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { SPENT_LINK_MESSAGE } from "../../../core/contracts/auth";
import type { Db } from "../../db/connect";
import { sessions, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { consumeResetToken } from "./consume-token";

/**
 * Sets a new password (argon2id) with a reset link's token, spending the token; the account's open
 * sessions end, as whoever held the old password may hold one. A volunteer's account that waited for its
 * e-mail's verification opens: the link came through the same mailbox. 400 for an unknown, used or expired
 * token.
 */
export async function resetPassword(options: { db: Db; token: string; password: string }): Promise<void> {
  const passwordHash = await hash(options.password);
  await options.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, options.token);
    if (userId === null) {
      throw new AppError("INVALID_RESET_TOKEN", 400, SPENT_LINK_MESSAGE);
    }
    await tx
      .update(users)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lastLoginFailLockTime: null,
        enabled: sql`${users.enabled} or ${users.awaitingEmailVerification}`,
        awaitingEmailVerification: false,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
