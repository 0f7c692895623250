import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { consumeToken } from "../auth/consume-token";

/**
 * Opens the account of an e-mail verification link (single use). Enabling the account matches the
 * volunteer (the trigger on users.enabled).
 */
export async function verifyEmail(options: { db: Db; token: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, options.token, "EMAIL_VERIFICATION");
    if (userId === null) {
      throw new AppError("INVALID_TOKEN", 400, "This link is not valid: it was used already or it expired.");
    }
    await tx.update(users).set({ enabled: true }).where(eq(users.id, userId));
  });
}
