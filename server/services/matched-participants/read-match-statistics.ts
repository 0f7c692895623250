import { sql } from "drizzle-orm";
import type { MatchStatistics } from "../../../core/contracts/matched-participants";
import { LIST_OF_STATUS, type MatchedStatus } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { MATCHING_FINISHED_SQL } from "../matching/request-matching";
import { MATCHED_ROW_FROM, MATCHED_ROW_VISIBLE } from "./matched-row";

/** How many participants each of a study's four lists holds, and whether matching has caught up. */
export async function readMatchStatistics(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<MatchStatistics> {
  const { db, studyId } = options;
  const [counts, study] = await Promise.all([
    db.execute(sql`select mp.status, count(*)::int as n from ${MATCHED_ROW_FROM}
      where mp.study_id = ${studyId} and ${MATCHED_ROW_VISIBLE} group by mp.status`),
    db.execute(sql`select ${MATCHING_FINISHED_SQL} as finished from studies s where s.id = ${studyId}`),
  ]);
  const statistics: MatchStatistics = {
    exact: 0,
    partial: 0,
    asked: 0,
    dismissed: 0,
    matchingFinished: sqlRows(study)[0]?.finished === true,
  };
  for (const row of sqlRows(counts)) statistics[LIST_OF_STATUS[row.status as MatchedStatus]] = Number(row.n);
  return statistics;
}
