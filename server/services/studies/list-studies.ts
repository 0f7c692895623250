import { type SQL, sql } from "drizzle-orm";
import type { StudySort } from "../../../core/contracts/studies";
import type { Db } from "../../db/connect";
import { preparedRows } from "../../db/prepared-query";
import {
  type StudySummaryRow,
  studySummaryColumns,
  studySummaryJoins,
  toStudySummaryRow,
} from "./study-summary-select";

function orderBy(sort: StudySort, now: Date): SQL {
  const title = sql`st.title_sort_key`;
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
 * The page is chosen first from the sort keys alone (study_statistics); only its rows then get the
 * PI and the other columns. A page past the last answers an empty page with the total.
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
  const filter = options.studyNumber
    ? sql`s.study_num = ${options.studyNumber.toUpperCase()}`
    : sql`(s.archived_date is not null) = ${options.archived}`;
  const raw = await preparedRows(
    options.db,
    sql`
    with page as (
      select s.id, row_number() over (order by ${orderBy(options.sortBy, now)}) as position, count(*) over () as total
      from study_team_members m
      join studies s on s.id = m.study_id
      join study_statistics st on st.study_id = s.id
      where m.user_id = ${options.userId} and ${filter}
      order by position
      limit ${options.pageSize} offset ${fromIndex}
    )
    select ${studySummaryColumns}, page.total as "totalCount"
    from page join studies s on s.id = page.id
    ${studySummaryJoins}
    order by page.position`,
  );
  let totalCount = Number(raw[0]?.totalCount ?? 0);
  if (raw.length === 0 && fromIndex > 0) {
    const [counted] = await preparedRows(
      options.db,
      sql`select count(*) as "totalCount" from study_team_members m join studies s on s.id = m.study_id
        where m.user_id = ${options.userId} and ${filter}`,
    );
    totalCount = Number(counted?.totalCount ?? 0);
  }
  return { rows: raw.map(toStudySummaryRow), totalCount, fromIndex };
}
