import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { loginAudits, sessions, users } from "../../db/schema/index";
import { isSessionId, newSessionId } from "./session-id";

export interface OpenedSession {
  sessionId: string;
  userId: number;
  expiresAt: Date;
}

/**
 * Opens a session for a user whose identity is proven (a password, a provider's answer): the session the
 * browser held before ends in the same transaction (no fixation), and the sign-in is audited.
 */
export async function openSession(options: {
  db: Db;
  userId: number;
  email: string;
  ipAddress: string;
  absoluteHours: number;
  replacesSessionId?: string;
  /** A session opened through OpenID Connect keeps the ID token: the hint of the provider's sign-out. */
  oidcIdToken?: string;
}): Promise<OpenedSession> {
  const sessionId = newSessionId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.absoluteHours * 3_600_000);
  await options.db.transaction(async (tx) => {
    if (isSessionId(options.replacesSessionId))
      await tx.delete(sessions).where(eq(sessions.id, options.replacesSessionId));
    await tx.insert(sessions).values({
      id: sessionId,
      userId: options.userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      oidcIdToken: options.oidcIdToken ?? null,
    });
    await tx
      .update(users)
      .set({ lastLoginDate: now, failedLoginCount: 0 })
      .where(eq(users.id, options.userId));
    await tx.insert(loginAudits).values({
      userId: options.userId,
      email: options.email,
      auditStatus: "SUCCESS",
      ipAddress: options.ipAddress,
    });
  });
  return { sessionId, userId: options.userId, expiresAt };
}
