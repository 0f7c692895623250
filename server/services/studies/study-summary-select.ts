import { type SQL, sql } from "drizzle-orm";
import { MATCHING_FINISHED_SQL } from "../matching/request-matching";

/** A study with its title, PI and counts, as list and dashboard read it. */
export interface StudySummaryRow {
  id: number;
  studyNum: string;
  title: string | null;
  piFirstName: string | null;
  piMiddleName: string | null;
  piLastName: string | null;
  newInterestedCount: number;
  unreadMessageCount: number;
  matchedCount: number;
  /** Epoch milliseconds, as the API sends them. */
  postingActivationDate: number | null;
  postingDeactivationDate: number | null;
  archivedDate: number | null;
  publishable: boolean;
  enrollmentNumber: number | null;
  /** No matching run was requested after the last completed one. */
  matchingFinished: boolean;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactWebsite: string | null;
}

/** A timestamp as epoch milliseconds (float8): cheaper to read than a Date, and what the API sends. */
function epochMs(column: SQL): SQL {
  return sql`(extract(epoch from ${column}) * 1000)::float8`;
}

/**
 * The select list and joins shared by the study list and the study read: the title in the study's
 * default language, the principal investigator (one per study), and the trigger-kept counts.
 */
export const studySummaryColumns = sql`
  s.id, s.study_num as "studyNum", st.title as "title",
  pi.first_name as "piFirstName", pi.middle_name as "piMiddleName", pi.last_name as "piLastName",
  coalesce(st.new_interested_count, 0) as "newInterestedCount",
  coalesce(st.unread_message_count, 0) as "unreadMessageCount",
  coalesce(st.matched_count, 0) as "matchedCount",
  ${epochMs(sql`s.posting_activation_date`)} as "postingActivationDate",
  ${epochMs(sql`s.posting_deactivation_date`)} as "postingDeactivationDate",
  ${epochMs(sql`s.archived_date`)} as "archivedDate", s.publishable, s.enrollment_number as "enrollmentNumber",
  ${MATCHING_FINISHED_SQL} as "matchingFinished"`;

/** The contact fields, which the dashboard shows and the list does not. */
export const studyContactColumns = sql`
  s.contact_name as "contactName", s.contact_email as "contactEmail",
  s.contact_phone as "contactPhone", s.contact_website as "contactWebsite"`;

export const studySummaryJoins = sql`
  left join study_statistics st on st.study_id = s.id
  left join study_team_members pm on pm.study_id = s.id and pm.role = 'PRINCIPAL_INVESTIGATOR'
  left join users pi on pi.id = pm.user_id`;

/**
 * The same for the rows of a page `page` (its `study_id`), as lookups by key a row at a time: joined
 * plainly, the planner hashes the whole studies table for a page of ten (bench:api: the list query's
 * throughput on its own rose from ~1,500 to ~2,400 a second). `limit 1` keeps each lookup apart; every
 * key is unique (one principal investigator a study).
 */
export const studySummaryPageJoins = sql`
  cross join lateral (select * from studies s where s.id = page.study_id limit 1) s
  left join lateral (select * from study_statistics st where st.study_id = s.id limit 1) st on true
  left join lateral (select pi.first_name, pi.middle_name, pi.last_name from study_team_members pm
    join users pi on pi.id = pm.user_id
    where pm.study_id = s.id and pm.role = 'PRINCIPAL_INVESTIGATOR' limit 1) pi on true`;

/** Maps a raw row; counts may arrive as strings, epoch values as numbers or strings. */
export function toStudySummaryRow(raw: Record<string, unknown>): StudySummaryRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));
  return {
    id: Number(raw.id),
    studyNum: String(raw.studyNum),
    title: (raw.title as string | null) ?? null,
    piFirstName: (raw.piFirstName as string | null) ?? null,
    piMiddleName: (raw.piMiddleName as string | null) ?? null,
    piLastName: (raw.piLastName as string | null) ?? null,
    newInterestedCount: Number(raw.newInterestedCount),
    unreadMessageCount: Number(raw.unreadMessageCount),
    matchedCount: Number(raw.matchedCount),
    postingActivationDate: date(raw.postingActivationDate),
    postingDeactivationDate: date(raw.postingDeactivationDate),
    archivedDate: date(raw.archivedDate),
    publishable: Boolean(raw.publishable),
    enrollmentNumber: raw.enrollmentNumber === null ? null : Number(raw.enrollmentNumber),
    matchingFinished: raw.matchingFinished === true,
    contactName: (raw.contactName as string | null) ?? null,
    contactEmail: (raw.contactEmail as string | null) ?? null,
    contactPhone: (raw.contactPhone as string | null) ?? null,
    contactWebsite: (raw.contactWebsite as string | null) ?? null,
  };
}
