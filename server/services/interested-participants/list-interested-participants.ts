import { sql } from "drizzle-orm";
import type { InterestedParticipantPage } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import {
  INTERESTED_ROW_FROM,
  INTERESTED_ROW_ORDER,
  interestedListFilter,
  interestedRowColumns,
  toInterestedSummary,
} from "./interested-row";
import { readResponseTargetDays } from "./response-target";

/** One page of a study's interested list, newest interest first; a page past the end is empty. */
export async function listInterestedParticipants(options: {
  db: DbOrTx;
  studyId: number;
  status?: InterestedStatus;
  labelId?: number;
  page: number;
  pageSize: number;
}): Promise<InterestedParticipantPage> {
  const { db, pageSize } = options;
  const fromIndex = (options.page - 1) * pageSize;
  const where = interestedListFilter(options);
  const columns = interestedRowColumns(await readResponseTargetDays(db));
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${columns} from ${INTERESTED_ROW_FROM} where ${where}
      order by ${INTERESTED_ROW_ORDER} limit ${pageSize} offset ${fromIndex}`),
    db.execute(sql`select count(*)::int as n from ${INTERESTED_ROW_FROM} where ${where}`),
  ]);
  return {
    page: sqlRows(rows).map(toInterestedSummary),
    totalCount: Number(sqlRows(count)[0]?.n ?? 0),
    fromIndex,
  };
}
