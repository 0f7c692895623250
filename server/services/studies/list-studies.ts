import { type SQL, sql } from "drizzle-orm";
import type { StudySort } from "../../../core/contracts/studies";
import type { Db } from "../../db/connect";
import { compiledQuery, compiledQueryFamily } from "../../db/prepared-query";
import {
  type StudySummaryRow,
  studySummaryColumns,
  studySummaryPageJoins,
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

type ListFilter = "archived" | "studyNumber";

/** The user's current or archived studies, as study_list_counts keeps them (not counted on every page). */
const keptCount = sql`coalesce((select c.study_count from study_list_counts c
  where c.user_id = ${sql.placeholder("userId")} and c.archived = ${sql.placeholder("archived")}), 0)`;

function buildListQuery(sortBy: StudySort, filterKind: ListFilter): SQL {
  const filter =
    filterKind === "studyNumber"
      ? sql`s.study_num = ${sql.placeholder("studyNumber")}`
      : sql`e.archived = ${sql.placeholder("archived")}`;
  // Studies are joined before the limit only when the filter or the order needs them.
  const needsStudies = filterKind === "studyNumber" || sortBy === "POSTING_STATUS";
  const source = needsStudies
    ? sql`study_list_entries e join studies s on s.id = e.study_id`
    : sql`study_list_entries e`;
  const now = sql.placeholder("now");
  const active = needsStudies
    ? sql`(s.publishable and s.posting_activation_date <= ${now} and ${now} < s.posting_deactivation_date)`
    : sql`false`;
  const userId = sql.placeholder("userId");
  const total =
    filterKind === "studyNumber"
      ? sql`(select count(*) from ${source} where e.user_id = ${userId} and ${filter})`
      : keptCount;
  return sql`select ${studySummaryColumns}, ${total} as "totalCount"
    from (
      select e.study_id, e.new_interested_count, e.unread_message_count, e.title_sort_key, ${active} as active
      from ${source}
      where e.user_id = ${userId} and ${filter}
      order by ${orderBy(sortBy, sql.raw("e"), active)}
      limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
    ) page
    ${studySummaryPageJoins}
    order by ${orderBy(sortBy, sql.raw("page"), sql.raw("page.active"))}`;
}

const listQuery = compiledQueryFamily<[StudySort, ListFilter]>(buildListQuery);

const countQueries = {
  archived: compiledQuery<{ userId: number; archived: boolean }>(
    () => sql`select ${keptCount} as "totalCount"`,
  ),
  studyNumber: compiledQuery<{ userId: number; studyNumber: string }>(
    () =>
      sql`select count(*) as "totalCount" from study_list_entries e join studies s on s.id = e.study_id
        where e.user_id = ${sql.placeholder("userId")} and s.study_num = ${sql.placeholder("studyNumber")}`,
  ),
};

/**
 * One page of the studies the user is on the team of, current or archived, in the chosen order.
 * The page is chosen from the study_list_entries read model (sort keys only, no join unless the
 * filter or the posting-status order needs one); only the page's rows are then read in full.
 * A page past the last answers an empty page with the total.
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
  const fromIndex = (options.page - 1) * options.pageSize;
  const filterKind: ListFilter = options.studyNumber === undefined ? "archived" : "studyNumber";
  const values = {
    userId: options.userId,
    archived: options.archived,
    studyNumber: options.studyNumber?.toUpperCase() ?? "",
    now: options.now ?? new Date(),
    limit: options.pageSize,
    offset: fromIndex,
  };
  const rows = await listQuery(options.sortBy, filterKind)(options.db, values);
  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && fromIndex > 0) {
    const [counted] = await countQueries[filterKind](options.db, values);
    totalCount = Number(counted?.totalCount ?? 0);
  }
  return { rows: rows.map(toStudySummaryRow), totalCount, fromIndex };
}
