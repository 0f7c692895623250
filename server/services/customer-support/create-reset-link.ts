import { and, eq, isNull, sql } from "drizzle-orm";
import type { VerificationToken } from "../../../core/contracts/customer-support";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import type { Db, Tx } from "../../db/connect";
import { users, verificationTokens } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { newSecretToken } from "../auth/secret-token";
import { readApplicationUrl } from "../settings/read-application-url";
import { readSetting } from "../settings/read-setting";
import { recordSupportAction } from "./record-support-action";

/** Where a participant sets a new password with the token (the volunteers' side). */
export const RESET_PASSWORD_PATH = VOLUNTEER_PAGES.resetPassword;

/**
 * A new single-use reset token for the user, valid RESET_PASSWORD_TOKEN_GRACE_PERIOD hours, stored as its
 * hash; the user's unused ones stop working. In the caller's transaction; answers the token and the link.
 */
export async function issueResetToken(tx: Tx, userId: number, now: Date) {
  const hours = Number(await readSetting({ db: tx, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })) || 24;
  const applicationUrl = await readApplicationUrl(tx);
  const expirationDate = new Date(now.getTime() + hours * 3_600_000);
  const { token, hash } = newSecretToken();
  await tx
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationTokens.userId, userId),
        eq(verificationTokens.purpose, "PASSWORD_RESET"),
        isNull(verificationTokens.usedAt),
      ),
    );
  await tx
    .insert(verificationTokens)
    .values({ userId, token: hash, purpose: "PASSWORD_RESET", creationDate: now, expirationDate });
  return {
    token,
    hours,
    expirationDate,
    link: `${applicationUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
  };
}

/**
 * A password-reset token for a participant (spec 001 §7), made by customer support, who gives the link
 * to the participant; the same tokens the volunteers' "forgot password" e-mails.
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
  const now = options.now ?? new Date();
  const issued = await options.db.transaction(async (tx) => {
    const reset = await issueResetToken(tx, user.id, now);
    await recordSupportAction(tx, {
      actorUserId: options.actorUserId,
      subjectUserId: user.id,
      action: "RESET_PASSWORD_LINK",
      details: { expirationDate: reset.expirationDate.toISOString() },
    });
    return reset;
  });
  return {
    userId: user.id,
    token: issued.token,
    studyId: null,
    creationDate: now.getTime(),
    expirationDate: issued.expirationDate.getTime(),
    link: issued.link,
  };
}
