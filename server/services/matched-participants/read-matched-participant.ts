import { sql } from "drizzle-orm";
import type { MatchedParticipantDetail } from "../../../core/contracts/matched-participants";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { explainMatch } from "./explain-match";
import { MATCHED_ROW_COLUMNS, MATCHED_ROW_FROM, MATCHED_ROW_VISIBLE, toMatchedSummary } from "./matched-row";

/** One matched participant of a study with why they matched; 404 when they are in none of its lists. */
export async function readMatchedParticipant(options: {
  db: DbOrTx;
  studyId: number;
  userId: number;
  language: string;
}): Promise<MatchedParticipantDetail> {
  const { db, studyId, userId } = options;
  const [row] = sqlRows(
    await db.execute(sql`select ${MATCHED_ROW_COLUMNS} from ${MATCHED_ROW_FROM}
      where mp.study_id = ${studyId} and mp.user_id = ${userId} and ${MATCHED_ROW_VISIBLE}`),
  );
  if (!row) throw AppError.notFound("The participant");
  return Object.assign(toMatchedSummary(row), { whyMatched: await explainMatch(options) });
}
