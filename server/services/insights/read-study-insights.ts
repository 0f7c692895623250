import { sql } from "drizzle-orm";
import type { StudyInsights } from "../../../core/contracts/insights";
import type { DbOrTx } from "../../db/connect";
import { compiledQuery } from "../../db/prepared-query";
import { waitingCountSql } from "../interested-participants/interested-row";
import { readInterestedStatistics } from "../interested-participants/read-interested-statistics";
import { readResponseTargetDays } from "../interested-participants/response-target";
import { readMatchStatistics } from "../matched-participants/read-match-statistics";
import { type InsightTally, medianOfTenths, sourceFunnels, weeklySeries } from "./insight-tallies";

/** Weeks of interest shown: two years at most. */
const MAX_WEEKS = 104;

/** The study's tallies (none while it is not publishable: it lists nobody), the waiting count and the week. */
const talliesQuery = compiledQuery<{ studyId: number; targetDays: number }>(
  () => sql`select s.publishable,
      round(extract(epoch from date_trunc('week', now() at time zone 'UTC')) * 1000)::float8 as "currentWeekStart",
      case when s.publishable then ${waitingCountSql(sql`s.id`, sql`${sql.placeholder("targetDays")}`)} else 0 end
        as waiting,
      coalesce((select json_agg(json_build_object('dimension', t.dimension, 'key', t.key, 'n', t.n))
        from study_insight_tallies t where t.study_id = s.id and t.n <> 0 and s.publishable), '[]') as tallies
    from studies s where s.id = ${sql.placeholder("studyId")}`,
);

/**
 * A study's insights (issue 29). The funnel's counts are the lists' own (their statistics), so the two
 * agree at any moment; the rest is read from the tallies that migration 0045 keeps of the participants
 * the team sees (a publishable study, enabled accounts): interest by week, by tag and status, the days to
 * the team's first reply (a message on or after the interest: the ask's note answers nothing) and to the
 * first decision, in tenths of a day, and the New participants nobody has written to by day.
 */
export async function readStudyInsights(options: { db: DbOrTx; studyId: number }): Promise<StudyInsights> {
  const { db, studyId } = options;
  const targetDays = await readResponseTargetDays(db);
  const [matched, interested, [row]] = await Promise.all([
    readMatchStatistics({ db, studyId }),
    readInterestedStatistics({ db, studyId }),
    talliesQuery(db, { studyId, targetDays }),
  ]);
  const raw = row?.tallies ?? "[]";
  const tallies = (typeof raw === "string" ? JSON.parse(raw) : raw) as InsightTally[];
  const of = (dimension: InsightTally["dimension"]) =>
    tallies.filter((tally) => tally.dimension === dimension);
  const tenths = (dimension: InsightTally["dimension"]) =>
    of(dimension).map((tally) => ({ tenths: Number(tally.key), n: tally.n }));
  return {
    funnel: {
      exact: matched.exact,
      partial: matched.partial,
      asked: matched.asked,
      interested: interested.all,
      new: interested.new,
      eligible: interested.eligible,
      ineligible: interested.ineligible,
      pending: interested.pending,
    },
    interestByWeek: weeklySeries(of("WEEK"), Number(row?.currentWeekStart ?? 0), MAX_WEEKS),
    medianDaysToFirstReply: medianOfTenths(tenths("REPLY_TENTHS")),
    medianDaysToDecision: medianOfTenths(tenths("DECISION_TENTHS")),
    waiting: { count: Number(row?.waiting ?? 0), targetDays },
    bySource: sourceFunnels(of("SOURCE_STATUS")),
  };
}
