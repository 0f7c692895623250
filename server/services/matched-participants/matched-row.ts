import { sql } from "drizzle-orm";
import type { MatchedParticipantSummary } from "../../../core/contracts/matched-participants";
import type { MatchedStatus } from "../../../core/rules/matched-lists";
import { toParticipantBasics } from "../participants/participant-basics";

/**
 * The columns of a matched participant's summary row, over `matched_participants mp`, `users u`,
 * `volunteer_profiles p` and the gender lookup `g`. No contact detail is selected: the lists are read
 * before the volunteer has shown interest.
 */
export const MATCHED_ROW_COLUMNS = sql.raw(`mp.user_id as "userId", mp.study_id as "studyId",
  u.first_name as "firstName", u.middle_name as "middleName", u.last_name as "lastName",
  nullif(concat_ws(', ', nullif(p.city, ''), nullif(p.state, '')), '') as "address",
  (extract(epoch from p.date_of_birth) * 1000)::float8 as "dob", g.display_text as "gender", mp.status,
  round(extract(epoch from mp.timestamp) * 1000)::float8 as "timestamp", mp.declined_at is not null as "declined"`);

/**
 * Row timestamps are written at millisecond precision, the precision the API carries, so that the
 * position (timestamp, userId) a client sends back for Previous and Next names a row exactly.
 */
export const MATCH_TIMESTAMP_NOW = sql.raw("date_trunc('milliseconds', now())");

export const MATCHED_ROW_FROM = sql.raw(`matched_participants mp
  join users u on u.id = mp.user_id
  join volunteer_profiles p on p.user_id = mp.user_id
  left join lookup_values g on g.id = p.gender_id`);

/**
 * Who a team may see among its matches: enabled volunteers whose profile is visible to all study teams
 * (DESIGN.md §7). The matcher removes other EXACT/PARTIAL rows on its next run; this keeps asked and
 * dismissed rows of a volunteer who has since hidden their profile out of sight at once.
 */
export const MATCHED_ROW_VISIBLE = sql.raw(`u.enabled and p.visible_to_study_teams = 'ALL_STUDY_TEAMS'`);

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
