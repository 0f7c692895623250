import { sql } from "drizzle-orm";
import type { MatchedParticipantPage } from "../../../core/contracts/matched-participants";
import type { MatchedStatus } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import {
  MATCHED_ROW_COLUMNS,
  MATCHED_ROW_FROM,
  MATCHED_ROW_ORDER,
  MATCHED_ROW_VISIBLE,
  toMatchedSummary,
} from "./matched-row";

/** One page of a study's matched list, newest first; a page past the end is empty. */
export async function listMatchedParticipants(options: {
  db: DbOrTx;
  studyId: number;
  status: MatchedStatus;
  page: number;
  pageSize: number;
}): Promise<MatchedParticipantPage> {
  const { db, studyId, status, pageSize } = options;
  const fromIndex = (options.page - 1) * pageSize;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${MATCHED_ROW_COLUMNS} from ${MATCHED_ROW_FROM}
      where mp.study_id = ${studyId} and mp.status = ${status} and ${MATCHED_ROW_VISIBLE}
      order by ${MATCHED_ROW_ORDER} limit ${pageSize} offset ${fromIndex}`),
    db.execute(sql`select count(*)::int as n from ${MATCHED_ROW_FROM}
      where mp.study_id = ${studyId} and mp.status = ${status} and ${MATCHED_ROW_VISIBLE}`),
  ]);
  return {
    page: sqlRows(rows).map(toMatchedSummary),
    totalCount: Number(sqlRows(count)[0]?.n ?? 0),
    fromIndex,
  };
}
