import { and, eq, isNull, sql } from "drizzle-orm";
import type { VerificationToken } from "../../../core/contracts/customer-support";
import type { Db } from "../../db/connect";
import { users, verificationTokens } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { newSecretToken } from "../auth/secret-token";
import { readSetting } from "../settings/read-setting";
import { recordSupportAction } from "./record-support-action";

/** Where a participant sets a new password with the token (the volunteers' side). */
export const RESET_PASSWORD_PATH = "/volunteer/reset-password";

/**
 * A password-reset token for a participant (spec 001 §7): random, stored as its hash, single-use, valid
 * RESET_PASSWORD_TOKEN_GRACE_PERIOD hours. A new link replaces the participant's unused ones.
 */
export async function createResetLink(options: {
  db: Db;
  actorUserId: number;
  userName: string;
  now?: Date;
}): Promise<VerificationToken> {
  const [user] = await options.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.username})`, options.userName.toLowerCase()), eq(users.type, "VOLUNTEER")),
    );
  if (!user) throw AppError.notFound("The participant");
  const hours =
    Number(await readSetting({ db: options.db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })) || 24;
  const applicationUrl = ((await readSetting({ db: options.db, name: "APPLICATION_URL" })) ?? "").replace(
    /\/+$/,
    "",
  );
  const now = options.now ?? new Date();
  const expirationDate = new Date(now.getTime() + hours * 3_600_000);
  const { token, hash } = newSecretToken();
  await options.db.transaction(async (tx) => {
    await tx
      .update(verificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationTokens.userId, user.id),
          eq(verificationTokens.purpose, "PASSWORD_RESET"),
          isNull(verificationTokens.usedAt),
        ),
      );
    await tx.insert(verificationTokens).values({
      userId: user.id,
      token: hash,
      purpose: "PASSWORD_RESET",
      creationDate: now,
      expirationDate,
    });
    await recordSupportAction(tx, {
      actorUserId: options.actorUserId,
      subjectUserId: user.id,
      action: "RESET_PASSWORD_LINK",
      details: { expirationDate: expirationDate.toISOString() },
    });
  });
  return {
    userId: user.id,
    token,
    studyId: null,
    creationDate: now.getTime(),
    expirationDate: expirationDate.getTime(),
    link: `${applicationUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
  };
}
