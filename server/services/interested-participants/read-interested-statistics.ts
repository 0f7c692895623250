import { sql } from "drizzle-orm";
import type { InterestedStatistics } from "../../../core/contracts/interested-participants";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { INTERESTED_ROW_FROM } from "./interested-row";

/**
 * How many participants each status list and each label of the study holds. A study that is not
 * publishable lists nobody and has no label statistics (spec 000 §4.4).
 */
export async function readInterestedStatistics(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<InterestedStatistics> {
  const { db, studyId } = options;
  const [byStatus, byLabel] = await Promise.all([
    db.execute(sql`select sv.status, count(*)::int as n from ${INTERESTED_ROW_FROM}
      where sv.study_id = ${studyId} group by sv.status`),
    db.execute(sql`select l.id, l.name, l.style,
        (select count(*) from study_volunteer_labels svl
          join study_volunteers sv on sv.id = svl.study_volunteer_id
          join users u on u.id = sv.user_id and u.enabled
          where svl.label_id = l.id)::int as count
      from labels l join studies s on s.id = l.study_id and s.publishable
      where l.study_id = ${studyId} order by l.name, l.id`),
  ]);
  const counts = Object.fromEntries(sqlRows(byStatus).map((row) => [String(row.status), Number(row.n)]));
  const statistics: InterestedStatistics = {
    new: counts.NEW ?? 0,
    eligible: counts.ELIGIBLE ?? 0,
    ineligible: counts.INELIGIBLE ?? 0,
    pending: counts.PENDING ?? 0,
    all: 0,
    labels: sqlRows(byLabel).map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      style: String(row.style),
      count: Number(row.count),
    })),
  };
  statistics.all = statistics.new + statistics.eligible + statistics.ineligible + statistics.pending;
  return statistics;
}
