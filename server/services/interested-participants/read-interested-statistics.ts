import { sql } from "drizzle-orm";
import type { InterestedStatistics, LabelSummary } from "../../../core/contracts/interested-participants";
import type { DbOrTx } from "../../db/connect";
import { compiledQuery } from "../../db/prepared-query";

/** The counters kept by migration 0021 (enabled accounts only), and the labels with theirs. */
const statisticsQuery = compiledQuery<{ studyId: number }>(
  () => sql`select s.publishable, st.new_interested_count as "new", st.eligible_interested_count as "eligible",
      st.ineligible_interested_count as "ineligible", st.pending_interested_count as "pending",
      coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'style', l.style,
          'count', l.participant_count) order by l.name, l.id)
        from labels l where l.study_id = s.id), '[]') as labels
    from studies s join study_statistics st on st.study_id = s.id
    where s.id = ${sql.placeholder("studyId")}`,
);

/**
 * How many participants each status list and each label of the study holds. A study that is not
 * publishable lists nobody and has no label statistics (spec 000 §4.4).
 */
export async function readInterestedStatistics(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<InterestedStatistics> {
  const [row] = await statisticsQuery(options.db, { studyId: options.studyId });
  if (!row?.publishable) return { new: 0, eligible: 0, ineligible: 0, pending: 0, all: 0, labels: [] };
  const counts = {
    new: Number(row.new),
    eligible: Number(row.eligible),
    ineligible: Number(row.ineligible),
    pending: Number(row.pending),
  };
  const labels = (typeof row.labels === "string" ? JSON.parse(row.labels) : row.labels) as (LabelSummary & {
    count: number;
  })[];
  return Object.assign(counts, {
    all: counts.new + counts.eligible + counts.ineligible + counts.pending,
    labels,
  });
}
