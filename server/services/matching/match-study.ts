import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import {
  MATCH_TIMESTAMP_NOW,
  MATCHED_ROW_COPY_COLUMNS,
  MATCHED_ROW_COPY_VALUES,
} from "../matched-participants/matched-row";
import { compileStudyMatch } from "./compile-match-sql";
import { ACTIVE_STUDY_CONDITION, loadStudyCriteria } from "./load-study-criteria";

export interface MatchCounts {
  exact: number;
  partial: number;
  removed: number;
  written: number;
}

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Who may be listed as matched (DESIGN.md §7): an enabled volunteer account whose profile is visible to
 * all study teams and who has not shown interest in the study.
 */
export const LISTABLE_VOLUNTEER_SQL = `u.enabled and u.type = 'VOLUNTEER'
  and p.visible_to_study_teams = 'ALL_STUDY_TEAMS'`;
export const LISTABLE_VOLUNTEER = sql.raw(LISTABLE_VOLUNTEER_SQL);

/**
 * A full match of one study: volunteers whose profile meets the compiled criteria become EXACT, those
 * it cannot rule out PARTIAL; EXACT/PARTIAL rows follow the criteria (added, switched, removed) while
 * ASKED_IF_INTERESTED and DISMISSED rows stay as they are. An inactive study keeps no EXACT/PARTIAL rows.
 * One transaction, serialized per study by an advisory lock, so runs on several instances are safe
 * and a repeated run changes nothing. A match is written with what the lists show of the volunteer
 * (migration 0064), in the same statement: one join for the run, not a trigger's lookups for each row.
 */
export async function matchStudy(
  db: Db,
  studyId: number,
  options: { today?: string; requestedBefore?: Date } = {},
): Promise<MatchCounts> {
  const today = options.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('match-study'), ${studyId})`);
    const [active] = sqlRows(
      await tx.execute(
        sql`select 1 as active from studies s where s.id = ${studyId} and ${ACTIVE_STUDY_CONDITION}`,
      ),
    );
    const criteria = active ? (await loadStudyCriteria(tx, [studyId])).get(studyId) : undefined;
    // An inactive study matches nobody: no candidates, and its EXACT and PARTIAL rows go.
    const matches = criteria
      ? await selectMatches(tx, studyId, compileStudyMatch(criteria, today))
      : { userIds: [], exact: [] };
    const [counts] = sqlRows(
      await tx.execute(sql`
        with matches as (
          select user_id, case when exact then 'EXACT' else 'PARTIAL' end as status
          from unnest(${intArray(matches.userIds)}, ${`{${matches.exact.join(",")}}`}::boolean[])
            as m(user_id, exact)
        ), removed as (
          delete from matched_participants mp
          where mp.study_id = ${studyId} and mp.status in ('EXACT', 'PARTIAL')
            and not exists (select 1 from matches x where x.user_id = mp.user_id)
          returning 1
        ), written as (
          insert into matched_participants (study_id, user_id, status, timestamp, ${MATCHED_ROW_COPY_COLUMNS})
          select ${studyId}, x.user_id, x.status, ${MATCH_TIMESTAMP_NOW}, ${MATCHED_ROW_COPY_VALUES}
          from matches x join users u on u.id = x.user_id
            left join volunteer_profiles p on p.user_id = x.user_id left join lookup_values g on g.id = p.gender_id
          on conflict (study_id, user_id) do update set status = excluded.status, timestamp = excluded.timestamp
            where matched_participants.status in ('EXACT', 'PARTIAL')
              and matched_participants.status <> excluded.status
          returning 1
        )
        select (select count(*) from removed) as removed, (select count(*) from written) as written`),
    );
    // Finished up to the request this run started after; a newer request keeps matchingFinished false.
    await tx.execute(sql`update studies set matching_completed_at = coalesce(${options.requestedBefore?.toISOString() ?? null}::timestamptz, now())
      where id = ${studyId}`);
    const exact = matches.exact.filter(Boolean).length;
    return {
      exact,
      partial: matches.userIds.length - exact,
      removed: Number(counts?.removed ?? 0),
      written: Number(counts?.written ?? 0),
    };
  });
}

/**
 * The volunteers the compiled criteria do not rule out, and whether each is an exact match. A read on
 * its own, so that PostgreSQL may scan the profiles in parallel (a statement that writes may not).
 */
async function selectMatches(
  tx: Tx,
  studyId: number,
  predicate: string,
): Promise<{ userIds: number[]; exact: boolean[] }> {
  const rows = sqlRows(
    await tx.execute(sql`
      select q.user_id, q.m as exact from (
        select p.user_id, ${sql.raw(predicate)} as m
        from volunteer_profiles p
        join users u on u.id = p.user_id
        where ${LISTABLE_VOLUNTEER}
          and not exists (select 1 from study_volunteers sv where sv.study_id = ${studyId} and sv.user_id = p.user_id)
      ) q where q.m is not false`),
  );
  return { userIds: rows.map((row) => Number(row.user_id)), exact: rows.map((row) => row.exact === true) };
}
