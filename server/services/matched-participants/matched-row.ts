import { sql } from "drizzle-orm";
import type { MatchedParticipantSummary } from "../../../core/contracts/matched-participants";
import type { MatchedStatus } from "../../../core/rules/matched-lists";
import { toParticipantBasics } from "../participants/participant-basics";

/**
 * The columns of a matched participant's summary row, over `matched_participants mp` alone: what the
 * lists show of the volunteer is kept on the match (migration 0064). No contact detail is kept or
 * selected: the lists are read before the volunteer has shown interest.
 */
export const MATCHED_ROW_COLUMNS = sql.raw(`mp.user_id as "userId", mp.study_id as "studyId",
  mp.volunteer_first_name as "firstName", mp.volunteer_middle_name as "middleName",
  mp.volunteer_last_name as "lastName", mp.volunteer_place as "address",
  (extract(epoch from mp.volunteer_date_of_birth) * 1000)::float8 as "dob", mp.volunteer_gender as "gender",
  mp.status, round(extract(epoch from mp.timestamp) * 1000)::float8 as "timestamp",
  mp.declined_at is not null as "declined"`);

/**
 * Row timestamps are written at millisecond precision, the precision the API carries, so that the
 * position (timestamp, userId) a client sends back for Previous and Next names a row exactly.
 */
export const MATCH_TIMESTAMP_NOW = sql.raw("date_trunc('milliseconds', now())");

export const MATCHED_ROW_FROM = sql.raw("matched_participants mp");

/**
 * Who a team may see among its matches: enabled volunteers whose profile is visible to all study teams
 * (DESIGN.md §7), as each match keeps it (`volunteer_visible`, migration 0058). The matcher removes other
 * EXACT/PARTIAL rows on its next run; this keeps asked and dismissed rows of a volunteer who has since
 * hidden their profile out of sight at once.
 */
export const MATCHED_ROW_VISIBLE = sql.raw("mp.volunteer_visible");

/**
 * The copies a writer of matches gives with them: what the lists show and whether the team sees the
 * volunteer. A writer gives all of them or none, and migration 0064's trigger fills them in for none.
 */
export const MATCHED_ROW_COPIES = [
  "volunteer_first_name",
  "volunteer_middle_name",
  "volunteer_last_name",
  "volunteer_place",
  "volunteer_date_of_birth",
  "volunteer_gender",
  "volunteer_visible",
] as const;
export const MATCHED_ROW_COPY_COLUMNS = sql.raw(MATCHED_ROW_COPIES.join(", "));

/**
 * The values of MATCHED_ROW_COPIES, as 0064's trigger computes them, from the account's columns under
 * `account`, the profile's under `profile` (left joined: the same alias when a row carries both, as the
 * matcher's candidates do) and the gender's lookup value `g`.
 */
export function matchedRowCopyValues(account: string, profile: string) {
  return sql.raw(`${account}.first_name, ${account}.middle_name, ${account}.last_name,
  volunteer_place(${profile}.city, ${profile}.state), ${profile}.date_of_birth, g.display_text,
  coalesce(${account}.enabled and ${profile}.visible_to_study_teams = 'ALL_STUDY_TEAMS', false)`);
}

const copiesOf = (table: string) =>
  sql.raw(MATCHED_ROW_COPIES.map((column) => `${table}.${column}`).join(", "));

/**
 * How the matcher writes an EXACT or PARTIAL match over one already there: an EXACT/PARTIAL row takes the
 * new status (and the new timestamp, its place in its new list) and the copies given, when either differs,
 * so that copies an account's or profile's change missed (made while a run was writing: its trigger cannot
 * see a match not yet committed) are brought up to date by the next run; asked and dismissed rows stay.
 */
export const MATCHED_ROW_UPSERT = sql`on conflict (study_id, user_id) do update set status = excluded.status,
    timestamp = case when matched_participants.status <> excluded.status then excluded.timestamp
      else matched_participants.timestamp end,
    (${MATCHED_ROW_COPY_COLUMNS}) = (${copiesOf("excluded")})
  where matched_participants.status in ('EXACT', 'PARTIAL')
    and (matched_participants.status, ${copiesOf("matched_participants")})
      is distinct from (excluded.status, ${copiesOf("excluded")})`;

/** The list order: newest first, user id breaking ties (the index matched_participants_list_idx). */
export const MATCHED_ROW_ORDER = sql.raw(`mp.timestamp desc, mp.user_id desc`);

/** Assigned onto the basics, not spread: see toInterestedSummary. */
export function toMatchedSummary(row: Record<string, unknown>): MatchedParticipantSummary {
  return Object.assign(toParticipantBasics(row), {
    status: row.status as MatchedStatus,
    timestamp: Number(row.timestamp),
    declined: Boolean(row.declined),
  });
}
