import { type SQL, sql } from "drizzle-orm";
import type { InterestedParticipantPage } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import type { DbOrTx } from "../../db/connect";
import { compiledQueryFamily, type Rows } from "../../db/prepared-query";
import {
  INTERESTED_ROW_FROM,
  interestedListFilter,
  interestedRowColumns,
  toInterestedSummary,
} from "./interested-row";
import { readResponseTargetDays } from "./response-target";

type FilterKind = "all" | "status" | "label" | "statusAndLabel";
/** Where a page starts: by offset, or just after (or before) a row of the neighbouring page. */
type Position = "offset" | "after" | "before";

const placeholder = (name: string) => sql.placeholder(name);
const placeholderFilter = {
  studyId: placeholder("studyId"),
  status: placeholder("status"),
  labelId: placeholder("labelId"),
};

/** The list's size, from the counters kept by migration 0021 (a status and a label together: counted). */
function totalOf(kind: FilterKind): SQL {
  switch (kind) {
    case "all":
      return sql`st.new_interested_count + st.eligible_interested_count + st.ineligible_interested_count
        + st.pending_interested_count`;
    case "status":
      return sql`case ${placeholder("status")}::text when 'NEW' then st.new_interested_count
        when 'ELIGIBLE' then st.eligible_interested_count when 'INELIGIBLE' then st.ineligible_interested_count
        else st.pending_interested_count end`;
    case "label":
      return sql`coalesce((select l.participant_count from labels l
        where l.id = ${placeholder("labelId")} and l.study_id = s.id), 0)`;
    case "statusAndLabel":
      return sql`(select count(*) from ${INTERESTED_ROW_FROM}
        where ${interestedListFilter(placeholderFilter)})::int`;
  }
}

function buildPageQuery(kind: FilterKind, position: Position): SQL {
  const filter = interestedListFilter({
    studyId: placeholderFilter.studyId,
    status: kind === "status" || kind === "statusAndLabel" ? placeholderFilter.status : null,
    labelId: kind === "label" || kind === "statusAndLabel" ? placeholderFilter.labelId : null,
  });
  // The row paged on from, read once beside the total; the page is then an index range from it. The
  // page's ids are chosen first and its columns read for those rows only, not for the rows skipped.
  const seek =
    position === "after"
      ? sql`and (sv.show_interest_date, sv.id) < (t.cursor_date, t.cursor_id)`
      : position === "before"
        ? sql`and (sv.show_interest_date, sv.id) > (t.cursor_date, t.cursor_id)`
        : sql``;
  const order =
    position === "before" ? sql`sv.show_interest_date, sv.id` : sql`sv.show_interest_date desc, sv.id desc`;
  const skip = position === "offset" ? sql`offset ${placeholder("offset")}` : sql``;
  const cursorColumns =
    position === "offset"
      ? sql`null::timestamptz as cursor_date, null::int as cursor_id`
      : sql`case when c.study_id = s.id then c.show_interest_date end as cursor_date,
          case when c.study_id = s.id then c.id end as cursor_id`;
  const cursorJoin =
    position === "offset"
      ? sql``
      : // By its key alone: with the study in the condition the planner chose the study's date index.
        sql`left join study_volunteers c on c.id = ${placeholder("cursor")}`;
  return sql`select t.total as "totalCount", t.cursor_id is not null as "cursorFound", r.*
    from (select case when s.publishable then ${totalOf(kind)} else 0 end as total, ${cursorColumns}
      from studies s join study_statistics st on st.study_id = s.id ${cursorJoin}
      where s.id = ${placeholder("studyId")}) t
    left join lateral (
      select ${interestedRowColumns(placeholder("targetDays"))}
      from (select sv.id as page_id, sv.show_interest_date as page_date from ${INTERESTED_ROW_FROM}
        where ${filter} ${seek} order by ${order} limit ${placeholder("limit")} ${skip}) page
      join ${INTERESTED_ROW_FROM} on sv.id = page.page_id
      order by ${position === "before" ? sql`page.page_date, page.page_id` : sql`page.page_date desc, page.page_id desc`}
    ) r on true`;
}

const pageQuery = compiledQueryFamily<[FilterKind, Position]>(buildPageQuery);

/**
 * One page of a study's interested list, newest interest first; a page past the end is empty. The
 * web app pages with Next and Previous, naming the last (or first) row of the page it leaves: that page
 * is then read from the row by the list's index however deep it lies, instead of skipping all the rows
 * before it. A row that has left the study falls back to the page number.
 */
export async function listInterestedParticipants(options: {
  db: DbOrTx;
  studyId: number;
  status?: InterestedStatus;
  labelId?: number;
  page: number;
  pageSize: number;
  after?: number;
  before?: number;
}): Promise<InterestedParticipantPage> {
  const { db, studyId, status, labelId, page, pageSize } = options;
  const fromIndex = (page - 1) * pageSize;
  const kind: FilterKind = status ? (labelId ? "statusAndLabel" : "status") : labelId ? "label" : "all";
  const values = {
    studyId,
    status: status ?? null,
    labelId: labelId ?? null,
    limit: pageSize,
    offset: fromIndex,
    targetDays: await readResponseTargetDays(db),
  };
  let position: Position =
    page > 1 && options.after ? "after" : page > 1 && options.before ? "before" : "offset";
  let rows: Rows = await pageQuery(kind, position)(db, {
    ...values,
    cursor: options.after ?? options.before,
  });
  if (position !== "offset" && rows[0]?.cursorFound === false) {
    // The row named has left the study: the page number decides.
    position = "offset";
    rows = await pageQuery(kind, position)(db, values);
  }
  // The list's total comes with every answer; a page past the end has no participant columns.
  const participants = rows.filter((row) => row.id !== null).map(toInterestedSummary);
  return {
    page: position === "before" ? participants.reverse() : participants,
    totalCount: Number(rows[0]?.totalCount ?? 0),
    fromIndex,
  };
}
