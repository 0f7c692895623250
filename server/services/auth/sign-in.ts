import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { INVALID_CREDENTIALS_MESSAGE } from "../../../core/contracts/auth";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "../../../core/contracts/volunteer-account";
import type { Db, DbOrTx } from "../../db/connect";
import { loginAudits, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { volunteerMailTexts } from "../../mail/volunteer-mail-texts";
import { sendVerificationLink } from "../volunteer-account/send-verification-link";
import { type OpenedSession, openSession } from "./open-session";

// Verifying against a fixed hash when the e-mail is unknown keeps both failures equally slow.
const dummyHash = hash("not-a-real-password");

/**
 * Checks e-mail and password, records the attempt, and opens a session. A volunteer whose password is
 * right but whose account waits for its e-mail's link is told so, and sent a new link: the password shows
 * it is their account, so this tells nobody else who is registered.
 */
export async function signIn(options: {
  db: Db;
  email: string;
  password: string;
  ipAddress: string;
  absoluteHours: number;
  /** Staff sign in to the study-team app, volunteers to theirs; neither through the other's door. */
  userType?: "STAFF" | "VOLUNTEER";
  /** The session the browser held before, ended in the same transaction. */
  replacesSessionId?: string;
}): Promise<OpenedSession> {
  const { db } = options;
  const email = options.email.trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      enabled: users.enabled,
      type: users.type,
      awaitingEmailVerification: users.awaitingEmailVerification,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const passwordOk = await verify(user?.passwordHash ?? (await dummyHash), options.password).catch(
    () => false,
  );
  const allowed =
    user !== undefined && passwordOk && user.enabled && user.type === (options.userType ?? "STAFF");
  if (!user || !allowed) {
    const recordFailure = (tx: DbOrTx) =>
      tx.insert(loginAudits).values({
        userId: user?.id ?? null,
        email,
        auditStatus: "FAILURE",
        ipAddress: options.ipAddress,
      });
    if (user?.awaitingEmailVerification && passwordOk && options.userType === "VOLUNTEER") {
      await db.transaction(async (tx) => {
        await recordFailure(tx);
        await sendVerificationLink(tx, {
          userId: user.id,
          email,
          compose: (link, hours) =>
            volunteerMailTexts(user.language).verification(user.firstName, link, hours),
        });
      });
      throw new AppError(ERROR_CODES.emailNotVerified, 401, EMAIL_NOT_VERIFIED_MESSAGE);
    }
    await recordFailure(db);
    throw new AppError(ERROR_CODES.invalidCredentials, 401, INVALID_CREDENTIALS_MESSAGE);
  }
  return openSession({
    db,
    userId: user.id,
    email,
    ipAddress: options.ipAddress,
    absoluteHours: options.absoluteHours,
    replacesSessionId: options.replacesSessionId,
  });
}
