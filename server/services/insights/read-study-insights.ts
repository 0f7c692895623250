import { sql } from "drizzle-orm";
import type { SourceFunnel, StudyInsights } from "../../../core/contracts/insights";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { waitingCondition } from "../interested-participants/interested-row";
import { readInterestedStatistics } from "../interested-participants/read-interested-statistics";
import { readResponseTargetDays } from "../interested-participants/response-target";
import { readMatchStatistics } from "../matched-participants/read-match-statistics";

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
  const [timing, weeks, sources] = await Promise.all([
    db.execute(sql`
      select
        percentile_cont(0.5) within group (order by extract(epoch from r.first_reply - sv.show_interest_date) / 86400)
          as "toReply",
        percentile_cont(0.5) within group (order by extract(epoch from d.decided - sv.show_interest_date) / 86400)
          as "toDecision",
        count(*) filter (where ${waitingCondition(sql`${targetDays}`)})::int as "waiting"
      from ${seen}
      left join lateral (select min(m.sent_date) as first_reply from messages m
        where m.study_volunteer_id = sv.id and m.recipient_volunteer and m.kind = 'MESSAGE'
          and m.sent_date >= sv.show_interest_date) r on true
      left join lateral (select min(e.at) as decided from participant_status_events e
        where e.study_id = sv.study_id and e.list = 'INTERESTED' and e.user_id = sv.user_id
          and e.to_status in ('ELIGIBLE', 'INELIGIBLE')) d on true
      where sv.study_id = ${studyId}`),
    db.execute(sql`
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
      order by w.week`),
    db.execute(sql`
      select sv.source_tag as "sourceTag", count(*)::int as interested,
        count(*) filter (where sv.status = 'NEW')::int as new,
        count(*) filter (where sv.status = 'ELIGIBLE')::int as eligible,
        count(*) filter (where sv.status = 'INELIGIBLE')::int as ineligible,
        count(*) filter (where sv.status = 'PENDING')::int as pending
      from ${seen} where sv.study_id = ${studyId}
      group by sv.source_tag order by count(*) desc, sv.source_tag nulls last`),
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
