import { type SQL, sql } from "drizzle-orm";
import type { StudySort } from "../../../core/contracts/studies";
import { STUDY_LIST_PAGE_SIZE } from "../../../core/rules/limits";
import type { Db } from "../../db/connect";
import { compiledQuery, type Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { type StudySummaryRow, studyListEntryColumns, toStudySummaryRow } from "./study-summary-select";

/** The order of a sort over the keys of a study list entry `r`. */
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

/**
 * The entry of the study with that number, found by the studies' unique index and then the entry's key:
 * the entry's own copy of the number has no index, and would be sought among all of the user's entries.
 */
const studyNumberFilter = sql`e.study_id = (select s.id from studies s where s.study_num = ${sql.placeholder("studyNumber")})`;
/** The first page, or one further on: a separate statement, so that the first plans without an OFFSET. */
type Position = "first" | "offset";

/** The user's current or archived studies, as study_list_counts keeps them (not counted on every page). */
function keptCount(userId: SQL): SQL {
  return sql`coalesce((select c.study_count from study_list_counts c
    where c.user_id = ${userId} and c.archived = ${sql.placeholder("archived")}), 0)`;
}

/**
 * The page size is written into the statement: with a LIMIT (or an OFFSET) it cannot see, the planner
 * guesses a tenth of the rows, finds the generic plan dear, and planned the statement again on every call
 * (pg_prepared_statements: custom plans only; issue 27).
 */
const PAGE_LIMIT = sql.raw(String(STUDY_LIST_PAGE_SIZE));

function buildListQuery(sortBy: StudySort, filterKind: ListFilter, position: Position, userId: SQL): SQL {
  const filter =
    filterKind === "studyNumber" ? studyNumberFilter : sql`e.archived = ${sql.placeholder("archived")}`;
  const now = sql.placeholder("now");
  const active = sql`(e.publishable and e.posting_activation_date <= ${now} and ${now} < e.posting_deactivation_date)`;
  const total =
    filterKind === "studyNumber"
      ? sql`(select count(*) from study_list_entries e where e.user_id = ${userId} and ${filter})`
      : keptCount(userId);
  const skip = position === "offset" ? sql`offset ${sql.placeholder("offset")}` : sql``;
  return sql`select ${studyListEntryColumns}, ${total} as "totalCount"
    from study_list_entries e
    where e.user_id = ${userId} and ${filter}
    order by ${orderBy(sortBy, sql.raw("e"), active)}
    limit ${PAGE_LIMIT} ${skip}`;
}

const countQueries = {
  archived: compiledQuery<{ userId: number; archived: boolean }>(
    () => sql`select ${keptCount(sql`${sql.placeholder("userId")}`)} as "totalCount"`,
  ),
  studyNumber: compiledQuery<{ userId: number; studyNumber: string }>(
    () =>
      sql`select count(*) as "totalCount" from study_list_entries e
        where e.user_id = ${sql.placeholder("userId")} and ${studyNumberFilter}`,
  ),
};

export interface StudyListOptions {
  archived: boolean;
  sortBy: StudySort;
  page: number;
  studyNumber?: string;
  now?: Date;
}

function filterKindOf(options: StudyListOptions): ListFilter {
  return options.studyNumber === undefined ? "archived" : "studyNumber";
}

/** The read of a page of the list, for the user it is run for (alone, or with the session: http/session-read.ts). */
export function studyListRead(options: StudyListOptions): PreparedRead {
  const filterKind = filterKindOf(options);
  const position: Position = options.page > 1 ? "offset" : "first";
  return {
    key: `study-list:${options.sortBy}:${filterKind}:${position}`,
    build: (userId) => buildListQuery(options.sortBy, filterKind, position, userId),
    values: {
      archived: options.archived,
      studyNumber: options.studyNumber?.toUpperCase() ?? "",
      now: options.now ?? new Date(),
      offset: (options.page - 1) * STUDY_LIST_PAGE_SIZE,
    },
  };
}

/**
 * One page of the studies the user is on the team of, current or archived, in the chosen order, ten at a
 * time, read from the user's study_list_entries alone (the read model keeps each row's sort keys and what it
 * shows): `rows` when the access gate read them with the session, otherwise read here. A page past the last
 * answers an empty page with the total.
 */
export async function listStudies(
  options: StudyListOptions & { db: Db; userId: number; rows?: Rows | null },
): Promise<{ rows: StudySummaryRow[]; totalCount: number; fromIndex: number }> {
  const fromIndex = (options.page - 1) * STUDY_LIST_PAGE_SIZE;
  const read = studyListRead(options);
  const rows = options.rows ?? (await runPreparedRead(options.db, read, options.userId));
  let totalCount = Number(rows[0]?.totalCount ?? 0);
  if (rows.length === 0 && fromIndex > 0) {
    const [counted] = await countQueries[filterKindOf(options)](options.db, {
      userId: options.userId,
      archived: options.archived,
      studyNumber: String(read.values.studyNumber),
    });
    totalCount = Number(counted?.totalCount ?? 0);
  }
  return { rows: rows.map(toStudySummaryRow), totalCount, fromIndex };
}
