import { sql } from "drizzle-orm";
import type { InterestedParticipantSummary } from "../../../core/contracts/interested-participants";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { INTERESTED_SOURCE, interestedRowColumns, toInterestedSummary } from "./interested-row";
import { readResponseTargetDays } from "./response-target";

/** One interested participant of the study, as the lists show them; 404 when the study has none such. */
export async function readInterestedParticipant(options: {
  db: DbOrTx;
  studyId: number;
  studyVolunteerId: number;
}): Promise<InterestedParticipantSummary> {
  const columns = interestedRowColumns(await readResponseTargetDays(options.db));
  const [row] = sqlRows(
    await options.db.execute(sql`select ${columns} from ${INTERESTED_SOURCE}
      where sv.study_id = ${options.studyId} and sv.id = ${options.studyVolunteerId}`),
  );
  if (!row) throw AppError.notFound("The participant");
  return toInterestedSummary(row);
}
