import { type SQL, sql } from "drizzle-orm";
import { GLOBAL_ROLES, type GlobalRole, STUDY_ROLES, type StudyRole } from "../../../core/rules/roles";
import type { Db } from "../../db/connect";
import { compiledQueriesByKey, compiledQuery, type Rows } from "../../db/prepared-query";
import type { PreparedRead } from "../../db/prepared-read";
import { isSessionId } from "./session-id";
import type { SessionUser } from "./session-user";

const TOUCH_AFTER_MS = 60_000;

/**
 * Where the read goes in the session's statement, made only when the user is on the study's team (or none
 * was asked): its rows as one JSON array column, or a one-row read joined beside the session's columns.
 */
function readParts(read: PreparedRead, studyId: ReturnType<typeof sql.placeholder>) {
  const admitted = sql`(${studyId} = 0 or exists (select 1 from study_team_members rm
    where rm.study_id = ${studyId} and rm.user_id = session_row.user_id))`;
  const readSql = read.build(sql`session_row.user_id`);
  if (read.oneRow) {
    return {
      columns: sql`, one_row.*`,
      join: sql`left join lateral (select true as "session.readFound", r.* from (${readSql}) r where ${admitted})
        one_row on true`,
    };
  }
  return {
    columns: sql`, case when ${admitted}
      then (select coalesce(json_agg(r), '[]'::json) from (${readSql}) r) end as "session.read"`,
    join: sql``,
  };
}

/**
 * The session's statement, with the read an endpoint's handler makes first when the access gate sends it
 * along (server/http/session-read.ts), made only when the user is on the team of the study asked about (or
 * none was asked): its rows as one JSON array, or a one-row read's columns beside the session's. The
 * session's columns are named `session.*` so that a read's cannot shadow them; the sessions row is
 * `session_row`, which a read must not name.
 */
function buildSessionQuery(read: PreparedRead | null): SQL {
  const studyId = sql.placeholder("studyId");
  const { columns, join } = read ? readParts(read, studyId) : { columns: sql``, join: sql`` };
  return sql`select u.id as "session.userId", u.type as "session.type", u.first_name as "session.firstName",
      u.last_name as "session.lastName", u.email as "session.email",
      u.preferred_language as "session.preferredLanguage", u.enabled as "session.enabled",
      u.agreed_to_user_agreement_at is not null as "session.agreed", session_row.last_seen_at as "session.lastSeenAt",
      coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as "session.roles",
      (select m.role from study_team_members m where m.study_id = ${studyId} and m.user_id = u.id) as "session.studyRole",
      session_row.impersonator_user_id as "session.impersonatorUserId",
      concat_ws(' ', i.first_name, i.last_name) as "session.impersonatorName"
      ${columns}
    from sessions session_row join users u on u.id = session_row.user_id
      left join users i on i.id = session_row.impersonator_user_id
      ${join}
    where session_row.id = ${sql.placeholder("sessionId")} and session_row.expires_at > ${sql.placeholder("now")}
      and session_row.last_seen_at > ${sql.placeholder("idleCutoff")}
      and (session_row.impersonator_user_id is null or i.enabled)`;
}

type SessionValues = { sessionId: string; now: Date; idleCutoff: Date; studyId: number };
const sessionQuery = compiledQuery<SessionValues>(() => buildSessionQuery(null));
const sessionQueriesWithReads = compiledQueriesByKey();

export interface ResolvedSession {
  user: SessionUser;
  /** The user's role on the team of the study asked about, or null when not on it (or none was asked). */
  studyRole: StudyRole | null;
  /** The rows of the read sent along, or null when none was (or the user is not on the study's team). */
  read: Rows | null;
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
  /** A read to make in the same statement (an endpoint's first). */
  read?: PreparedRead | null;
  now?: Date;
}): Promise<ResolvedSession | null> {
  if (!isSessionId(options.sessionId)) return null;
  const now = options.now ?? new Date();
  const idleCutoff = new Date(now.getTime() - options.idleMinutes * 60_000);
  const values: SessionValues = {
    sessionId: options.sessionId,
    now,
    idleCutoff,
    studyId: options.studyId ?? 0,
  };
  const { read } = options;
  const rows = read
    ? await sessionQueriesWithReads(read.key, () => buildSessionQuery(read))(
        options.db,
        Object.assign({}, read.values, values),
      )
    : await sessionQuery(options.db, values);
  if (rows.length > 1) throw new Error(`the read ${read?.key} answered more than one row`);
  const [row] = rows;
  if (!row?.["session.enabled"]) return null;
  const lastSeenAt = new Date(row["session.lastSeenAt"] as string | Date);
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS)
    await touchSession(options.db, options.sessionId, now);
  const roles = Array.isArray(row["session.roles"]) ? (row["session.roles"] as string[]) : [];
  const studyRole = STUDY_ROLES.find((role) => role === row["session.studyRole"]) ?? null;
  const impersonatorUserId = row["session.impersonatorUserId"];
  const preferredLanguage = row["session.preferredLanguage"];
  return {
    user: {
      sessionId: options.sessionId,
      userId: Number(row["session.userId"]),
      type: row["session.type"] as SessionUser["type"],
      firstName: String(row["session.firstName"]),
      lastName: String(row["session.lastName"]),
      email: String(row["session.email"]),
      roles: roles.filter((role): role is GlobalRole => (GLOBAL_ROLES as readonly string[]).includes(role)),
      agreedToUserAgreement: Boolean(row["session.agreed"]),
      impersonator:
        impersonatorUserId === null
          ? null
          : { userId: Number(impersonatorUserId), fullName: String(row["session.impersonatorName"]) },
      preferredLanguage: preferredLanguage === null ? null : String(preferredLanguage),
    },
    studyRole,
    // The role read beside is the membership the read was made under (readParts).
    read: read ? readOf(read, row, values.studyId === 0 || studyRole !== null) : null,
  };
}

/**
 * The rows of the read sent along, null when the user is not on the study's team (it was not made). A
 * one-row read's row carries the session's columns beside its own.
 */
function readOf(read: PreparedRead, row: Rows[number], admitted: boolean): Rows | null {
  if (!read.oneRow) return readRows(row["session.read"]);
  if (row["session.readFound"] === true) return [row];
  return admitted ? [] : null;
}

/** The read's JSON array (parsed by the driver, or text where a driver leaves it so). */
function readRows(value: unknown): Rows | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as Rows;
}

/**
 * Moves the session's idle clock on. Every request of the session that read it stale at the same moment
 * comes here (a page sends several at once, and a busy user keeps some in flight): only the first writes.
 * The others skip the row it holds rather than wait on a pooled connection until its commit is flushed to
 * disk, one behind the other (docs/decisions/020, item 16). A clock already moved on is not written again.
 */
async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - TOUCH_AFTER_MS);
  await db.execute(sql`update sessions set last_seen_at = ${now}
    where id = (select id from sessions where id = ${sessionId} and last_seen_at < ${staleBefore}
      for update skip locked)`);
}
