import { sql } from "drizzle-orm";
import type { InterestedParticipantSummary } from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import {
  INTERESTED_SOURCE,
  interestedListFilter,
  interestedRowColumns,
  toInterestedSummary,
} from "./interested-row";
import { readResponseTargetDays } from "./response-target";

/**
 * The participant after ("next", older interest) or before ("previous") a row in its list's order;
 * 404 when none is left. The position is the row's own date of interest while it exists in the study
 * (it may have moved to another list meanwhile), else the date the client sent.
 */
export async function findInterestedNeighbour(options: {
  db: DbOrTx;
  studyId: number;
  studyVolunteerId: number;
  direction: "next" | "previous";
  status?: InterestedStatus;
  labelId?: number;
  interestDate: number;
}): Promise<InterestedParticipantSummary> {
  const { studyId, studyVolunteerId } = options;
  const position = sql`coalesce((select o.show_interest_date from study_volunteers o
      where o.id = ${studyVolunteerId} and o.study_id = ${studyId}),
    to_timestamp(${options.interestDate}::float8 / 1000))`;
  const after = options.direction === "next";
  const columns = interestedRowColumns(await readResponseTargetDays(options.db));
  const [row] = sqlRows(
    await options.db.execute(sql`select ${columns} from ${INTERESTED_SOURCE}
      where ${interestedListFilter(options)}
        and (sv.show_interest_date, sv.id) ${after ? sql.raw("<") : sql.raw(">")} (${position}, ${studyVolunteerId})
      order by ${after ? sql.raw("sv.show_interest_date desc, sv.id desc") : sql.raw("sv.show_interest_date, sv.id")}
      limit 1`),
  );
  if (!row) throw AppError.notFound("The participant");
  return toInterestedSummary(row);
}
