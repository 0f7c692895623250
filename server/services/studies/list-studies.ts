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

/** The order of a sort over the keys of a row `r` (study_list_entries, or the page built from it). */
function orderBy(sort: StudySort, r: SQL, active: SQL): SQL {
  switch (sort) {
    case "NEW_PARTICIPANTS":
      return sql`${r}.new_interested_count desc nulls last, ${r}.title_sort_key, ${r}.study_id`;
    case "NEW_MESSAGES":
      return sql`${r}.unread_message_count desc nulls last, ${r}.title_sort_key, ${r}.study_id`;
    case "POSTING_STATUS":
      return sql`${active} desc, ${r}.title_sort_key, ${r}.study_id`;
    case "TITLE":
      return sql`${r}.title_sort_key, ${r}.study_id`;
  }
}

/**
 * One page of the studies the user is on the team of, current or archived, in the chosen order.
 * The page is chosen from the study_list_entries read model (sort keys only, no join unless the
 * filter or the posting-status order needs one); only the page's rows are then read in full. A page past the last answers an empty page with the total.
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
    : sql`e.archived = ${options.archived}`;
  // Studies are joined before the limit only when the filter or the order needs them.
  const needsStudies = options.studyNumber !== undefined || options.sortBy === "POSTING_STATUS";
  const source = needsStudies
    ? sql`study_list_entries e join studies s on s.id = e.study_id`
    : sql`study_list_entries e`;
  const active = needsStudies
    ? sql`(s.publishable and s.posting_activation_date <= ${now} and ${now} < s.posting_deactivation_date)`
    : sql`false`;
  const countFrom = options.studyNumber ? source : sql`study_list_entries e`;
  const count = sql`select count(*) from ${countFrom} where e.user_id = ${options.userId} and ${filter}`;
  const pageRows = await preparedRows(
    options.db,
    sql`select ${studySummaryColumns}, (${count}) as "totalCount"
      from (
        select e.study_id, e.new_interested_count, e.unread_message_count, e.title_sort_key, ${active} as active
        from ${source}
        where e.user_id = ${options.userId} and ${filter}
        order by ${orderBy(options.sortBy, sql.raw("e"), active)}
        limit ${options.pageSize} offset ${fromIndex}
      ) page
      join studies s on s.id = page.study_id
      ${studySummaryJoins}
      order by ${orderBy(options.sortBy, sql.raw("page"), sql.raw("page.active"))}`,
  );
  let totalCount = Number(pageRows[0]?.totalCount ?? 0);
  if (pageRows.length === 0 && fromIndex > 0) {
    const [counted] = await preparedRows(options.db, sql`${count}`);
    totalCount = Number(counted?.count ?? 0);
  }
  return { rows: pageRows.map(toStudySummaryRow), totalCount, fromIndex };
}
