import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { verificationTokens } from "../../db/schema/index";
import { hashSecretToken } from "./secret-token";

type Purpose = (typeof verificationTokens.$inferSelect)["purpose"];

/**
 * Uses a password-reset or e-mail verification token once: answers the user it was made for, or null
 * when it is unknown, used or expired. Marked used in the caller's transaction.
 */
export async function consumeToken(
  tx: DbOrTx,
  token: string,
  purpose: Purpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await tx
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationTokens.token, hashSecretToken(token)),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expirationDate, now),
      ),
    )
    .returning({ userId: verificationTokens.userId });
  return row?.userId ?? null;
}

export const consumeResetToken = (tx: DbOrTx, token: string, now = new Date()) =>
  consumeToken(tx, token, "PASSWORD_RESET", now);
