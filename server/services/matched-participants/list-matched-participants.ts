import { sql } from "drizzle-orm";
import type { MatchedParticipantPage } from "../../../core/contracts/matched-participants";
import type { MatchedStatus } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { JsonText } from "../../db/json-text";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { MATCHED_ROW_COLUMNS, MATCHED_ROW_FROM, MATCHED_ROW_ORDER, MATCHED_ROW_VISIBLE } from "./matched-row";

/** Each list's length on the statistics row (migration 0058). */
const LENGTH_COLUMN: Record<MatchedStatus, string> = {
  EXACT: "exact_matched_count",
  PARTIAL: "partial_matched_count",
  ASKED_IF_INTERESTED: "asked_matched_count",
  DISMISSED: "dismissed_matched_count",
};

/**
 * A page and the list's length in one statement, planned once per connection as a prepared read: the
 * length is the statistics row's count of the list's visible matches, not counted again, and the page's
 * rows carry what it shows (migration 0064), read along the list's index with nothing looked up. The list,
 * the page size and whether it is the first page are written into the statement, and the study is read as a
 * subquery's value, which the planner cannot look at: so PostgreSQL keeps one plan for each. (With the
 * study as a value it planned every call, ~1 ms, its plan for the one study estimated cheaper than the
 * plan for any.) One row: the answer as the contract writes it (the columns are named and typed as its
 * fields), which the route sends as it is; none when the study has gone.
 */
function pageStatement(status: MatchedStatus, pageSize: string, page: "first" | "later") {
  return sql`select json_build_object('page', coalesce(p.rows, '[]'::json), 'totalCount', n.total,
        'fromIndex', ${sql.placeholder("fromIndex")}::bigint)::text as "body"
    from (select st.${sql.raw(LENGTH_COLUMN[status])} as total
      from study_statistics st where st.study_id = ${sql.placeholder("studyId")}) n
    left join lateral (select json_agg(r order by r."timestamp" desc, r."userId" desc) as rows
      from (select ${MATCHED_ROW_COLUMNS} from ${MATCHED_ROW_FROM}
        where mp.study_id = (select ${sql.placeholder("studyId")}::int) and mp.status = '${sql.raw(status)}'
          and ${MATCHED_ROW_VISIBLE}
        order by ${MATCHED_ROW_ORDER} limit ${sql.raw(pageSize)}
        ${page === "first" ? sql`` : sql`offset ${sql.placeholder("fromIndex")}`}) r) p on true`;
}

export interface MatchedListOptions {
  studyId: number;
  status: MatchedStatus;
  page: number;
  pageSize: number;
}

/**
 * A page of a matched list as a read the access gate can send with the session (http/session-read.ts).
 */
export function matchedListRead(options: MatchedListOptions): PreparedRead {
  const pageSize = String(Math.trunc(options.pageSize));
  const fromIndex = (options.page - 1) * options.pageSize;
  const page = fromIndex === 0 ? "first" : "later";
  return {
    key: `matched-list:${options.status}:${pageSize}:${page}`,
    oneRow: true,
    build: () => pageStatement(options.status, pageSize, page),
    values: { studyId: options.studyId, fromIndex },
  };
}

/**
 * One page of a study's matched list, newest first; a page past the end is empty. `rows` are the page's
 * when the access gate read them with the session. The answer is the contract's JSON as PostgreSQL wrote it.
 */
export async function listMatchedParticipants(
  options: MatchedListOptions & { db: DbOrTx; rows?: Rows | null },
): Promise<JsonText<MatchedParticipantPage>> {
  const [row] = options.rows ?? (await runPreparedRead(options.db, matchedListRead(options), null));
  // No row: the study went away after the access gate saw it.
  const empty = { page: [], totalCount: 0, fromIndex: (options.page - 1) * options.pageSize };
  return new JsonText(row ? String(row.body) : JSON.stringify(empty));
}
