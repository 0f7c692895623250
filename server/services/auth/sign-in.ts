import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { INVALID_CREDENTIALS_MESSAGE } from "../../../core/contracts/auth";
import { ERROR_CODES } from "../../../core/contracts/errors";
import type { Db } from "../../db/connect";
import { loginAudits, sessions, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { isSessionId, newSessionId } from "./session-id";

// Verifying against a fixed hash when the e-mail is unknown keeps both failures equally slow.
const dummyHash = hash("not-a-real-password");

/** Checks e-mail and password, records the attempt, and opens a session. */
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
}): Promise<{ sessionId: string; userId: number; expiresAt: Date }> {
  const { db } = options;
  const email = options.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, enabled: users.enabled, type: users.type })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const passwordOk = await verify(user?.passwordHash ?? (await dummyHash), options.password).catch(
    () => false,
  );
  const allowed =
    user !== undefined && passwordOk && user.enabled && user.type === (options.userType ?? "STAFF");
  if (!user || !allowed) {
    await db.insert(loginAudits).values({
      userId: user?.id ?? null,
      email,
      auditStatus: "FAILURE",
      ipAddress: options.ipAddress,
    });
    throw new AppError(ERROR_CODES.invalidCredentials, 401, INVALID_CREDENTIALS_MESSAGE);
  }
  const sessionId = newSessionId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.absoluteHours * 3_600_000);
  await db.transaction(async (tx) => {
    if (isSessionId(options.replacesSessionId))
      await tx.delete(sessions).where(eq(sessions.id, options.replacesSessionId));
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId: user.id, createdAt: now, lastSeenAt: now, expiresAt });
    await tx.update(users).set({ lastLoginDate: now, failedLoginCount: 0 }).where(eq(users.id, user.id));
    await tx
      .insert(loginAudits)
      .values({ userId: user.id, email, auditStatus: "SUCCESS", ipAddress: options.ipAddress });
  });
  return { sessionId, userId: user.id, expiresAt };
}
