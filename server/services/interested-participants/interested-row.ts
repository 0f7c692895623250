import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { InterestedParticipantSummary } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import { toParticipantBasics } from "../participants/participant-basics";

/**
 * The columns of an interested participant's row but its waiting days, over `study_volunteers sv`: the
 * summary, the unread messages from the volunteer and the labels, from the copies migrations 0054 and
 * 0056 keep on the row, so that a page reads nothing else. Named and typed as the contract's
 * InterestedParticipantSummary (dates in ms, labels keyed by id), so that a page's JSON is written by
 * PostgreSQL as the API answers it. Contact details are read with the profile, not with the lists.
 */
export const INTERESTED_ROW_COLUMNS_BASE = sql.raw(`sv.id as "id", sv.id as "studyVolunteerId",
  sv.user_id as "userId", sv.study_id as "studyId", sv.volunteer_first_name as "firstName", sv.volunteer_middle_name as "middleName",
  sv.volunteer_last_name as "lastName", sv.volunteer_place as "address",
  (extract(epoch from sv.volunteer_date_of_birth) * 1000)::float8 as "dob", sv.volunteer_gender as "gender",
  sv.status, round(extract(epoch from sv.show_interest_date) * 1000)::float8 as "showInterestDate",
  sv.source_tag as "sourceTag", sv.unread_message_count as "unreadMessageCount", sv.label_summaries as "labels"`);

/**
 * How long a New participant has waited for the team (whole days since the interest), when it is longer
 * than the response target and the team has sent no message since; null otherwise. The ask note, sent
 * before the interest, is not a message of the conversation and does not count.
 */
export function waitingDaysSql(targetDays: number | Placeholder): SQL {
  return sql`case when ${waitingCondition(sql`${targetDays}`)}
    then floor(extract(epoch from now() - sv.show_interest_date) / 86400)::int end`;
}

/**
 * Whether the participant `sv` is waiting: New, past the target (days), no message from the team
 * (`team_messaged_at`, kept from the messages by migration 0045).
 */
export function waitingCondition(targetDays: SQL): SQL {
  return sql`sv.status = 'NEW' and sv.show_interest_date < now() - ${targetDays} * interval '1 day'
    and sv.team_messaged_at is null`;
}

/**
 * How many of the study's participants (enabled accounts) are waiting, as `waitingCondition` says: the
 * New participants nobody has written to are tallied by UTC day of interest (migration 0045), so the days
 * wholly before the target's boundary are summed and only the boundary's own day is read row by row.
 * The caller checks that the study is publishable.
 */
export function waitingCountSql(studyId: SQL, targetDays: SQL): SQL {
  const boundary = sql`(now() - ${targetDays} * interval '1 day')`;
  return sql`((select coalesce(sum(t.n), 0) from study_insight_tallies t
      where t.study_id = ${studyId} and t.dimension = 'UNANSWERED_DAY'
        and t.key < to_char(${boundary} at time zone 'UTC', 'YYYY-MM-DD'))
    + (select count(*) from study_volunteers sv
      where sv.study_id = ${studyId} and sv.volunteer_enabled and sv.status = 'NEW' and sv.team_messaged_at is null
        and sv.show_interest_date >= date_trunc('day', ${boundary} at time zone 'UTC') at time zone 'UTC'
        and sv.show_interest_date < ${boundary}))::int`;
}

/**
 * The row's JSON text as a page answers it: the JSON the row keeps of INTERESTED_ROW_COLUMNS_BASE (migration
 * 0069, held to those columns by interested-row-copies.test.ts) with its waiting days added at read time.
 */
export function interestedRowJson(targetDays: number | Placeholder): SQL {
  const waitingDays = sql`coalesce((${waitingDaysSql(targetDays)})::text, 'null')`;
  return sql`left(sv.row_json, -1) || ', "waitingDays" : ' || ${waitingDays} || '}'`;
}

/** The row's columns, its waiting days measured against the response target (days, or a placeholder). */
export function interestedRowColumns(targetDays: number | Placeholder): SQL {
  return sql`${INTERESTED_ROW_COLUMNS_BASE}, ${waitingDaysSql(targetDays)} as "waitingDays"`;
}

/**
 * The rows a team sees, `sv`: of its study while the study is publishable (spec 000 §4.4: a study that is
 * not publishable lists nobody), of volunteers whose account is enabled.
 */
const SOURCE = `study_volunteers sv
  join studies s on s.id = sv.study_id and s.publishable and sv.volunteer_enabled`;
export const INTERESTED_SOURCE = sql.raw(SOURCE);

/** INTERESTED_SOURCE with each row's account `u` and profile `p`. */
export const INTERESTED_ROW_FROM = sql.raw(`${SOURCE}
  join users u on u.id = sv.user_id
  left join volunteer_profiles p on p.user_id = sv.user_id`);

/** The rows of one list: a status (null for All) and/or a label; values, or placeholders of a compiled query. */
export function interestedListFilter(filter: {
  studyId: number | Placeholder;
  status?: InterestedStatus | Placeholder | null;
  labelId?: number | Placeholder | null;
}): SQL {
  const conditions = [sql`sv.study_id = ${filter.studyId}`];
  if (filter.status) conditions.push(sql`sv.status = ${filter.status}`);
  if (filter.labelId) {
    conditions.push(sql`exists (select 1 from study_volunteer_labels fl
      where fl.study_volunteer_id = sv.id and fl.label_id = ${filter.labelId})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * One row of those columns, read alone (a row's own page, its neighbour), as the contract's summary.
 * Object.assign onto the basics rather than a spread literal: V8 adds the properties after a spread on its
 * slow path (5 µs a row against 0.36 assigned).
 */
export function toInterestedSummary(row: Record<string, unknown>): InterestedParticipantSummary {
  return Object.assign(toParticipantBasics(row), {
    id: Number(row.id),
    studyVolunteerId: Number(row.studyVolunteerId),
    status: row.status as InterestedStatus,
    showInterestDate: Number(row.showInterestDate),
    unreadMessageCount: Number(row.unreadMessageCount),
    // A json column: both drivers (node-postgres, PGlite) answer it parsed.
    labels: row.labels as InterestedParticipantSummary["labels"],
    waitingDays: row.waitingDays === null || row.waitingDays === undefined ? null : Number(row.waitingDays),
    sourceTag: row.sourceTag === null || row.sourceTag === undefined ? null : String(row.sourceTag),
  });
}

/** Whether the volunteer `u`'s first, last or full name contains the text, case aside, wildcards literal. */
export function nameContains(text: string | Placeholder): SQL {
  const pattern = typeof text === "string" ? containsPattern(text) : text;
  return sql`(u.first_name || ' ' || u.last_name) ilike ${pattern}`;
}

/** The ILIKE pattern of names containing `text`, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
