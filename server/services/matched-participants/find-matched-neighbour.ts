import { sql } from "drizzle-orm";
import type { MatchedParticipantSummary } from "../../../core/contracts/matched-participants";
import type { MatchedStatus } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { MATCHED_ROW_COLUMNS, MATCHED_ROW_FROM, MATCHED_ROW_VISIBLE, toMatchedSummary } from "./matched-row";

/**
 * The participant after (next) or before (previous) a row in its list's order, newest first. The row is
 * named by its position (timestamp, user id), so it may itself have left the list: after an ask the
 * next participant is found from where the asked one stood. None that way → 404 (tolerated, spec 000 §7).
 */
export async function findMatchedNeighbour(options: {
  db: DbOrTx;
  studyId: number;
  userId: number;
  status: MatchedStatus;
  timestamp: number;
  direction: "next" | "previous";
}): Promise<MatchedParticipantSummary> {
  const { db, studyId, userId, status, direction } = options;
  const at = new Date(options.timestamp).toISOString();
  const position = sql`(mp.timestamp, mp.user_id)`;
  const condition =
    direction === "next"
      ? sql`${position} < (${at}::timestamptz, ${userId})`
      : sql`${position} > (${at}::timestamptz, ${userId})`;
  const order = direction === "next" ? sql.raw("desc") : sql.raw("asc");
  const [row] = sqlRows(
    await db.execute(sql`select ${MATCHED_ROW_COLUMNS} from ${MATCHED_ROW_FROM}
      where mp.study_id = ${studyId} and mp.status = ${status} and ${MATCHED_ROW_VISIBLE} and ${condition}
      order by mp.timestamp ${order}, mp.user_id ${order} limit 1`),
  );
  if (!row) throw AppError.notFound("No participant in that direction");
  return toMatchedSummary(row);
}
