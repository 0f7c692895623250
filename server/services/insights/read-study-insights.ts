import { type SQL, sql } from "drizzle-orm";
import type { SourceFunnel, StudyInsights } from "../../../core/contracts/insights";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { waitingCondition } from "../interested-participants/interested-row";
import { readInterestedStatistics } from "../interested-participants/read-interested-statistics";
import { readResponseTargetDays } from "../interested-participants/response-target";
import { readMatchStatistics } from "../matched-participants/read-match-statistics";

/** A read with PostgreSQL's JIT compilation off, in a transaction of its own (parallel to the others). */
function withoutJit(db: DbOrTx, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
}

/** Weeks of interest shown: two years at most. */
const MAX_WEEKS = 104;

/**
 * A study's insights (issue 29). A reply is the team's first message after the interest (the ask's
 * note, sent before it, joins the conversation but answers nothing). The funnel's counts are the lists' own (their statistics), so the two
 * agree at any moment; the rest reads the interested participants the team sees (a publishable study,
 * enabled accounts), their status events and the team's messages.
 */
export async function readStudyInsights(options: { db: DbOrTx; studyId: number }): Promise<StudyInsights> {
  const { db, studyId } = options;
  const [matched, interested, targetDays] = await Promise.all([
    readMatchStatistics({ db, studyId }),
    readInterestedStatistics({ db, studyId }),
    readResponseTargetDays(db),
  ]);
  const seen = sql`study_volunteers sv
    join studies s on s.id = sv.study_id and s.publishable
    join users u on u.id = sv.user_id and u.enabled`;
  // Per-participant lookups make PostgreSQL's estimates run high enough to JIT-compile these reads:
  // compiling cost ~330 ms of a 545 ms answer (bench:insights), running them ~200 ms. Off for them.
  const [timing, weeks, sources] = await Promise.all([
    withoutJit(
      db,
      sql`
        with seen as (
          select sv.id, sv.user_id, sv.status, sv.show_interest_date,
            ${waitingCondition(sql`${targetDays}`)} as waiting
          from ${seen} where sv.study_id = ${studyId}
        ), replies as (
          select m.study_volunteer_id as id, min(m.sent_date) as first_reply
          from messages m join seen on seen.id = m.study_volunteer_id
          where m.study_id = ${studyId} and m.recipient_volunteer and m.kind = 'MESSAGE'
            and m.sent_date >= seen.show_interest_date
          group by 1
        ), decisions as (
          select e.user_id, min(e.at) as decided from participant_status_events e
          where e.study_id = ${studyId} and e.list = 'INTERESTED' and e.to_status in ('ELIGIBLE', 'INELIGIBLE')
          group by 1
        )
        select
          percentile_cont(0.5) within group (order by extract(epoch from r.first_reply - seen.show_interest_date) / 86400)
            as "toReply",
          percentile_cont(0.5) within group (order by extract(epoch from d.decided - seen.show_interest_date) / 86400)
            as "toDecision",
          count(*) filter (where seen.waiting)::int as "waiting"
        from seen left join replies r on r.id = seen.id left join decisions d on d.user_id = seen.user_id`,
    ),
    withoutJit(
      db,
      sql`
        with counted as (
          select date_trunc('week', sv.show_interest_date at time zone 'UTC') as week, count(*)::int as n
          from ${seen} where sv.study_id = ${studyId} group by 1
        ), span as (
          select greatest(min(week), date_trunc('week', now() at time zone 'UTC') - ${MAX_WEEKS - 1} * interval '1 week')
            as first, date_trunc('week', now() at time zone 'UTC') as last from counted
        )
        select round(extract(epoch from w.week) * 1000)::float8 as "weekStart", coalesce(c.n, 0) as "count"
        from span, generate_series(span.first, span.last, interval '1 week') as w(week)
        left join counted c on c.week = w.week
        order by w.week`,
    ),
    withoutJit(
      db,
      sql`
        select sv.source_tag as "sourceTag", count(*)::int as interested,
          count(*) filter (where sv.status = 'NEW')::int as new,
          count(*) filter (where sv.status = 'ELIGIBLE')::int as eligible,
          count(*) filter (where sv.status = 'INELIGIBLE')::int as ineligible,
          count(*) filter (where sv.status = 'PENDING')::int as pending
        from ${seen} where sv.study_id = ${studyId}
        group by sv.source_tag order by count(*) desc, sv.source_tag nulls last`,
    ),
  ]);
  const [times] = sqlRows(timing);
  const days = (value: unknown) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
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
    interestByWeek: sqlRows(weeks).map((row) => ({
      weekStart: Number(row.weekStart),
      count: Number(row.count),
    })),
    medianDaysToFirstReply: days(times?.toReply),
    medianDaysToDecision: days(times?.toDecision),
    waiting: { count: Number(times?.waiting ?? 0), targetDays },
    bySource: sqlRows(sources).map(
      (row): SourceFunnel => ({
        sourceTag: row.sourceTag === null ? null : String(row.sourceTag),
        interested: Number(row.interested),
        new: Number(row.new),
        eligible: Number(row.eligible),
        ineligible: Number(row.ineligible),
        pending: Number(row.pending),
      }),
    ),
  };
}
