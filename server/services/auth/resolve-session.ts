import { eq, sql } from "drizzle-orm";
import { GLOBAL_ROLES, type GlobalRole, STUDY_ROLES, type StudyRole } from "../../../core/rules/roles";
import type { Db } from "../../db/connect";
import { compiledQuery } from "../../db/prepared-query";
import { sessions } from "../../db/schema/index";
import { isSessionId } from "./session-id";
import type { SessionUser } from "./session-user";

const TOUCH_AFTER_MS = 60_000;

const sessionQuery = compiledQuery<{ sessionId: string; now: Date; idleCutoff: Date; studyId: number }>(
  () =>
    sql`select u.id as "userId", u.type, u.first_name as "firstName", u.last_name as "lastName", u.email,
          u.preferred_language as "preferredLanguage", u.enabled, u.agreed_to_user_agreement_at is not null as "agreed", s.last_seen_at as "lastSeenAt",
          coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles,
          (select m.role from study_team_members m
            where m.study_id = ${sql.placeholder("studyId")} and m.user_id = u.id) as "studyRole",
          s.impersonator_user_id as "impersonatorUserId", concat_ws(' ', i.first_name, i.last_name) as "impersonatorName"
        from sessions s join users u on u.id = s.user_id left join users i on i.id = s.impersonator_user_id
        where s.id = ${sql.placeholder("sessionId")} and s.expires_at > ${sql.placeholder("now")}
          and s.last_seen_at > ${sql.placeholder("idleCutoff")}
          and (s.impersonator_user_id is null or i.enabled)`,
);

export interface ResolvedSession {
  user: SessionUser;
  /** The user's role on the team of the study asked about, or null when not on it (or none was asked). */
  studyRole: StudyRole | null;
}

/**
 * Resolves a session id to its user when the session is neither idle too long nor past its absolute
 * expiry and the account is enabled, and in the same statement the user's role on a study's team. It
 * runs on every request and reads the sessions table each time, so a session ended on any instance is
 * refused by all at once. The idle clock is refreshed at most once a minute.
 */
export async function resolveSession(options: {
  db: Db;
  sessionId: string;
  idleMinutes: number;
  /** The study whose membership to read with the session (0 for none). */
  studyId?: number;
  now?: Date;
}): Promise<ResolvedSession | null> {
  if (!isSessionId(options.sessionId)) return null;
  const now = options.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - options.idleMinutes * 60_000);
  const [row] = await sessionQuery(options.db, {
    sessionId: options.sessionId,
    now,
    idleCutoff,
    studyId: options.studyId ?? 0,
  });
  if (!row?.enabled) return null;
  const lastSeenAt = new Date(row.lastSeenAt as string | Date);
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await options.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, options.sessionId));
  }
  const roles = Array.isArray(row.roles) ? (row.roles as string[]) : [];
  const studyRole = STUDY_ROLES.find((role) => role === row.studyRole) ?? null;
  return {
    user: {
      sessionId: options.sessionId,
      userId: Number(row.userId),
      type: row.type as SessionUser["type"],
      firstName: String(row.firstName),
      lastName: String(row.lastName),
      email: String(row.email),
      roles: roles.filter((role): role is GlobalRole => (GLOBAL_ROLES as readonly string[]).includes(role)),
      agreedToUserAgreement: Boolean(row.agreed),
      impersonator:
        row.impersonatorUserId === null
          ? null
          : { userId: Number(row.impersonatorUserId), fullName: String(row.impersonatorName) },
      preferredLanguage: row.preferredLanguage === null ? null : String(row.preferredLanguage),
    },
    studyRole,
  };
}
