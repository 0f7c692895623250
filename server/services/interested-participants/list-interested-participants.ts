import { type SQL, sql } from "drizzle-orm";
import type { InterestedParticipantPage } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import { INTERESTED_PARTICIPANT_PAGE_SIZE } from "../../../core/rules/limits";
import type { DbOrTx } from "../../db/connect";
import { JsonText } from "../../db/json-text";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { INTERESTED_SOURCE, interestedListFilter, interestedRowJson } from "./interested-row";
import { readResponseTargetDays } from "./response-target";

type FilterKind = "all" | "status" | "label" | "statusAndLabel";
/** Where a page starts: the first page, by offset, or just after (or before) a row of the neighbouring page. */
type Position = "first" | "offset" | "after" | "before";

const placeholder = (name: string) => sql.placeholder(name);
const placeholderFilter = {
  studyId: placeholder("studyId"),
  status: placeholder("status"),
  labelId: placeholder("labelId"),
};

/**
 * The page size written into the statement, and the first page without an offset: with a LIMIT or OFFSET
 * it cannot see, the planner guesses a tenth of the rows, and the statement was planned again on every call.
 */
const PAGE_LIMIT = sql.raw(String(INTERESTED_PARTICIPANT_PAGE_SIZE));

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
      return sql`(select count(*) from ${INTERESTED_SOURCE}
        where ${interestedListFilter(placeholderFilter)})::int`;
  }
}

/** The key a page's rows are ordered and sought by: the label's row's, when a label's index is read. */
function pageKey(kind: FilterKind): { date: SQL; id: SQL } {
  return kind === "label" || kind === "statusAndLabel"
    ? { date: sql`fl.show_interest_date`, id: sql`fl.study_volunteer_id` }
    : { date: sql`sv.show_interest_date`, id: sql`sv.id` };
}

/**
 * A page's rows, in the list's order: the rows of enabled accounts, while the study (`t`, read once) is
 * publishable; each row carries what the list shows of it (migration 0054), so a page reads nothing else.
 * - A status list (or All) along the study's index of study_volunteers.
 * - A label's list along the label's index of enabled accounts, whose rows carry the date of interest
 *   and the account's state (migrations 0036, 0066): the page's ten entries come from the index alone,
 *   then exactly those participants are looked up. Its rows are all of the label's study, so none is
 *   dropped after the limit (one of another study's label finds none). Testing each label row's
 *   participant before the limit made PostgreSQL cache the lookups (Memoize), building its table on every
 *   call for ten keys that never repeat.
 * - A label's list of one status tests each label row's participant for the status, in the label's order.
 */
function pageRows(kind: FilterKind, page: { seek: SQL; order: SQL; skip: SQL }): SQL {
  const status = kind === "status" || kind === "statusAndLabel" ? placeholderFilter.status : null;
  const filter = interestedListFilter({ studyId: placeholderFilter.studyId, status });
  const limit = sql`order by ${page.order} limit ${PAGE_LIMIT} ${page.skip}`;
  if (kind === "label") {
    return sql`select sv.* from (select fl.study_volunteer_id from study_volunteer_labels fl
        where fl.label_id = ${placeholderFilter.labelId} and fl.volunteer_enabled and t.publishable ${page.seek}
        ${limit}) fl
      join study_volunteers sv on sv.id = fl.study_volunteer_id where ${filter}`;
  }
  if (kind === "statusAndLabel") {
    // OFFSET 0 keeps each label row's participant a lookup of its own, made in the label's order: the
    // statement is planned once for every study, with an average study's size, and otherwise the plan
    // read all of a large study's participants and tested each for the label.
    return sql`select sv.* from study_volunteer_labels fl cross join lateral (
        select sv.* from study_volunteers sv
        where sv.id = fl.study_volunteer_id and sv.volunteer_enabled and ${filter} offset 0) sv
      where fl.label_id = ${placeholderFilter.labelId} and t.publishable ${page.seek} ${limit}`;
  }
  return sql`select sv.* from study_volunteers sv
    where ${filter} and sv.volunteer_enabled and t.publishable ${page.seek} ${limit}`;
}

function buildPageQuery(kind: FilterKind, position: Position): SQL {
  const source = pageKey(kind);
  // The row paged on from, read once beside the total; the page is then an index range from it. The
  // page's rows are chosen first and its columns read for those rows only, not for the rows skipped.
  const seek =
    position === "after"
      ? sql`and (${source.date}, ${source.id}) < (t.cursor_date, t.cursor_id)`
      : position === "before"
        ? sql`and (${source.date}, ${source.id}) > (t.cursor_date, t.cursor_id)`
        : sql``;
  const direction = position === "before" ? sql`` : sql` desc`;
  const sourceOrder = sql`${source.date}${direction}, ${source.id}${direction}`;
  const skip = position === "offset" ? sql`offset ${placeholder("fromIndex")}` : sql``;
  const seeks = position === "after" || position === "before";
  const cursorColumns = seeks
    ? sql`case when c.study_id = s.id then c.show_interest_date end as cursor_date,
          case when c.study_id = s.id then c.id end as cursor_id`
    : sql`null::timestamptz as cursor_date, null::int as cursor_id`;
  // By its key alone: with the study in the condition the planner chose the study's date index.
  const cursorJoin = seeks ? sql`left join study_volunteers c on c.id = ${placeholder("cursor")}` : sql``;
  // One row: whether the row named was found, and the answer as the contract writes it (the page newest
  // first whichever way it was read, each row the JSON it keeps), sent by the route as it is. OFFSET 0
  // reads the study once: merged into the page, its total was computed again for every row.
  return sql`select t.cursor_id is not null as "cursorFound",
      '{"page":' || coalesce(p.rows, '[]') || ',"totalCount":' || t.total
        || ',"fromIndex":' || ${placeholder("fromIndex")}::bigint || '}' as "body"
    from (select s.publishable, case when s.publishable then ${totalOf(kind)} else 0 end as total, ${cursorColumns}
      from studies s join study_statistics st on st.study_id = s.id ${cursorJoin}
      where s.id = ${placeholder("studyId")} offset 0) t
    left join lateral (
      select '[' || string_agg(${interestedRowJson(placeholder("targetDays"))}, ','
          order by sv.show_interest_date desc, sv.id desc) || ']' as rows
      from (${pageRows(kind, { seek, order: sourceOrder, skip })}) sv
    ) p on true`;
}

/** Which list, and where its page starts. */
export interface InterestedListOptions {
  studyId: number;
  status?: InterestedStatus;
  labelId?: number;
  page: number;
  after?: number;
  before?: number;
}

function kindOf(options: InterestedListOptions): FilterKind {
  return options.status ? (options.labelId ? "statusAndLabel" : "status") : options.labelId ? "label" : "all";
}

function pageRead(options: InterestedListOptions, position: Position, targetDays: number): PreparedRead {
  const kind = kindOf(options);
  return {
    key: `interested-list:${kind}:${position}`,
    oneRow: true,
    build: () => buildPageQuery(kind, position),
    values: {
      studyId: options.studyId,
      status: options.status ?? null,
      labelId: options.labelId ?? null,
      fromIndex: fromIndexOf(options),
      targetDays,
      cursor: options.after ?? options.before ?? null,
    },
  };
}

/** Where the page starts in its list, counted from 0. */
function fromIndexOf(options: InterestedListOptions): number {
  return (options.page - 1) * INTERESTED_PARTICIPANT_PAGE_SIZE;
}

/** The page counted from the top, by its number. */
function byNumberOf(options: InterestedListOptions): Position {
  return options.page > 1 ? "offset" : "first";
}

function positionOf(options: InterestedListOptions): Position {
  if (options.page > 1 && options.after) return "after";
  if (options.page > 1 && options.before) return "before";
  return byNumberOf(options);
}

/** The read of a page of the list (alone, or with the session: http/session-read.ts). */
export async function interestedListRead(db: DbOrTx, options: InterestedListOptions): Promise<PreparedRead> {
  return pageRead(options, positionOf(options), await readResponseTargetDays(db));
}

/**
 * One page of a study's interested list, newest interest first; a page past the end is empty. The
 * web app pages with Next and Previous, naming the last (or first) row of the page it leaves: that page
 * is then read from the row by the list's index however deep it lies, instead of skipping all the rows
 * before it. A row that has left the study falls back to the page number. `rows` are the page's when the
 * access gate read them with the session. The answer is the contract's JSON as PostgreSQL wrote it.
 */
export async function listInterestedParticipants(
  options: InterestedListOptions & { db: DbOrTx; rows?: Rows | null },
): Promise<JsonText<InterestedParticipantPage>> {
  const { db } = options;
  const position = positionOf(options);
  let [row] = options.rows ?? (await runPreparedRead(db, await interestedListRead(db, options), null));
  if (position !== byNumberOf(options) && row?.cursorFound === false) {
    // The row named has left the study: the page number decides.
    const targetDays = await readResponseTargetDays(db);
    [row] = await runPreparedRead(db, pageRead(options, byNumberOf(options), targetDays), null);
  }
  // No row: the study went away after the access gate saw it.
  const empty = { page: [], totalCount: 0, fromIndex: fromIndexOf(options) };
  return new JsonText(row ? String(row.body) : JSON.stringify(empty));
}
