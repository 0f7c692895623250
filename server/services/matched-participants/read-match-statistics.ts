import { sql } from "drizzle-orm";
import type { MatchStatistics } from "../../../core/contracts/matched-participants";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { MATCHING_FINISHED_SQL } from "../matching/request-matching";

/**
 * How many participants each of a study's four lists holds (the visible matches the statistics row
 * counts, migration 0058), and whether matching has caught up.
 */
export async function readMatchStatistics(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<MatchStatistics> {
  const { db, studyId } = options;
  const [row] = sqlRows(
    await db.execute(sql`select st.exact_matched_count as exact, st.partial_matched_count as partial,
        st.asked_matched_count as asked, st.dismissed_matched_count as dismissed,
        ${MATCHING_FINISHED_SQL} as finished
      from studies s join study_statistics st on st.study_id = s.id where s.id = ${studyId}`),
  );
  return {
    exact: Number(row?.exact ?? 0),
    partial: Number(row?.partial ?? 0),
    asked: Number(row?.asked ?? 0),
    dismissed: Number(row?.dismissed ?? 0),
    matchingFinished: row?.finished === true,
  };
}
