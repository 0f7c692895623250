import { eq, sql } from "drizzle-orm";
import { GLOBAL_ROLES, type GlobalRole } from "../../../core/rules/roles";
import type { Db } from "../../db/connect";
import { compiledQuery } from "../../db/prepared-query";
import { sessions } from "../../db/schema/index";
import type { SessionUser } from "./session-user";

const TOUCH_AFTER_MS = 60_000;

const sessionQuery = compiledQuery<{ sessionId: string; now: Date; idleCutoff: Date }>(
  () =>
    sql`select u.id as "userId", u.type, u.first_name as "firstName", u.last_name as "lastName", u.email,
          u.enabled, u.agreed_to_user_agreement_at is not null as "agreed", s.last_seen_at as "lastSeenAt",
          coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sql.placeholder("sessionId")} and s.expires_at > ${sql.placeholder("now")}
          and s.last_seen_at > ${sql.placeholder("idleCutoff")}`,
);

/**
 * Resolves a session id to its user when the session is neither idle too long nor past its absolute
 * expiry; refreshes the idle clock at most once a minute to keep reads cheap. Runs on every request,
 * so it is one prepared statement.
 */
export async function findSessionUser(options: {
  db: Db;
  sessionId: string;
  idleMinutes: number;
  now?: Date;
}): Promise<SessionUser | null> {
  const now = options.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - options.idleMinutes * 60_000);
  const [row] = await sessionQuery(options.db, { sessionId: options.sessionId, now, idleCutoff });
  if (!row?.enabled) return null;
  const lastSeenAt = new Date(row.lastSeenAt as string | Date);
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await options.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, options.sessionId));
  }
  const roles = Array.isArray(row.roles) ? (row.roles as string[]) : [];
  return {
    sessionId: options.sessionId,
    userId: Number(row.userId),
    type: row.type as SessionUser["type"],
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    email: String(row.email),
    roles: roles.filter((role): role is GlobalRole => (GLOBAL_ROLES as readonly string[]).includes(role)),
    agreedToUserAgreement: Boolean(row.agreed),
  };
}
