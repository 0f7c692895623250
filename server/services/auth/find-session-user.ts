import { and, eq, gt, sql } from "drizzle-orm";
import { GLOBAL_ROLES, type GlobalRole } from "../../../core/rules/roles";
import type { Db } from "../../db/connect";
import { sessions, userRoles, users } from "../../db/schema/index";
import type { SessionUser } from "./session-user";

const TOUCH_AFTER_MS = 60_000;

/**
 * Resolves a session id to its user when the session is neither idle too long nor past its absolute
 * expiry; refreshes the idle clock at most once a minute to keep reads cheap.
 */
export async function findSessionUser(options: {
  db: Db;
  sessionId: string;
  idleMinutes: number;
  now?: Date;
}): Promise<SessionUser | null> {
  const now = options.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - options.idleMinutes * 60_000);
  const [row] = await options.db
    .select({
      userId: users.id,
      type: users.type,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      enabled: users.enabled,
      agreedAt: users.agreedToUserAgreementAt,
      lastSeenAt: sessions.lastSeenAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, options.sessionId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    );
  if (!row?.enabled) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await options.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, options.sessionId));
  }
  return {
    sessionId: options.sessionId,
    userId: row.userId,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roles: row.roles.filter((role): role is GlobalRole => (GLOBAL_ROLES as readonly string[]).includes(role)),
    agreedToUserAgreement: row.agreedAt !== null,
  };
}
