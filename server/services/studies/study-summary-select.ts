import { type SQL, sql } from "drizzle-orm";
import { MATCHING_FINISHED_SQL, matchingFinishedSql } from "../matching/request-matching";

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
 * The same columns from a study list entry `e`, which keeps a copy of each (migration 0052): a page of the
 * list reads nothing else.
 */
export const studyListEntryColumns = sql`
  e.study_id as id, e.study_num as "studyNum", e.title,
  e.pi_first_name as "piFirstName", e.pi_middle_name as "piMiddleName", e.pi_last_name as "piLastName",
  e.new_interested_count as "newInterestedCount", e.unread_message_count as "unreadMessageCount",
  e.matched_count as "matchedCount",
  ${epochMs(sql`e.posting_activation_date`)} as "postingActivationDate",
  ${epochMs(sql`e.posting_deactivation_date`)} as "postingDeactivationDate",
  ${epochMs(sql`e.archived_date`)} as "archivedDate", e.publishable, e.enrollment_number as "enrollmentNumber",
  ${matchingFinishedSql("e")} as "matchingFinished"`;

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
