import { type SQL, sql } from "drizzle-orm";
import type { StudySort } from "../../../core/contracts/studies";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import {
  type StudySummaryRow,
  studySummaryColumns,
  studySummaryJoins,
  toStudySummaryRow,
} from "./study-summary-select";

function orderBy(sort: StudySort, now: Date): SQL {
  const title = sql`lower(coalesce(t.saved_value, ''))`;
  switch (sort) {
    case "NEW_PARTICIPANTS":
      return sql`coalesce(st.new_interested_count, 0) desc, ${title}, s.id`;
    case "NEW_MESSAGES":
      return sql`coalesce(st.unread_message_count, 0) desc, ${title}, s.id`;
    case "POSTING_STATUS":
      return sql`(s.publishable and s.posting_activation_date <= ${now} and ${now} < s.posting_deactivation_date) desc, ${title}, s.id`;
    case "TITLE":
      return sql`${title}, s.id`;
  }
}

/**
 * One page of the studies the user is on the team of, current or archived, in the chosen order.
 * A page past the last answers an empty page with the total, so that the web app can correct it.
 */
export async function listStudies(options: {
  db: Db;
  userId: number;
  archived: boolean;
  sortBy: StudySort;
  page: number;
  pageSize: number;
  studyNumber?: string;
  now?: Date;
}): Promise<{ rows: StudySummaryRow[]; totalCount: number; fromIndex: number }> {
  const now = options.now ?? new Date();
  const fromIndex = (options.page - 1) * options.pageSize;
  const numberFilter = options.studyNumber
    ? sql`and s.study_num = ${options.studyNumber.toUpperCase()}`
    : sql``;
  const archivedFilter = options.studyNumber
    ? sql``
    : sql`and (s.archived_date is not null) = ${options.archived}`;
  const result = await options.db.execute(sql`
    select ${studySummaryColumns}, count(*) over () as "totalCount"
    from study_team_members m
    join studies s on s.id = m.study_id
    ${studySummaryJoins}
    where m.user_id = ${options.userId} ${archivedFilter} ${numberFilter}
    order by ${orderBy(options.sortBy, now)}
    limit ${options.pageSize} offset ${fromIndex}`);
  const raw = sqlRows(result);
  let totalCount = Number(raw[0]?.totalCount ?? 0);
  if (raw.length === 0 && fromIndex > 0) {
    const counted = await options.db.execute(sql`
      select count(*) as "totalCount" from study_team_members m join studies s on s.id = m.study_id
      where m.user_id = ${options.userId} ${archivedFilter} ${numberFilter}`);
    totalCount = Number(sqlRows(counted)[0]?.totalCount ?? 0);
  }
  return { rows: raw.map(toStudySummaryRow), totalCount, fromIndex };
}
