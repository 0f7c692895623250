import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { verificationTokens } from "../../db/schema/index";
import { hashSecretToken } from "./secret-token";

/**
 * Uses a password-reset token once: answers the user it was made for, or null when it is unknown,
 * used or expired. Marked used in the caller's transaction, with the new password.
 */
export async function consumeResetToken(tx: DbOrTx, token: string, now = new Date()): Promise<number | null> {
  const [row] = await tx
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationTokens.token, hashSecretToken(token)),
        eq(verificationTokens.purpose, "PASSWORD_RESET"),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expirationDate, now),
      ),
    )
    .returning({ userId: verificationTokens.userId });
  return row?.userId ?? null;
}
