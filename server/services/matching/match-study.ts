import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import {
  MATCH_TIMESTAMP_NOW,
  MATCHED_ROW_COPY_COLUMNS,
  MATCHED_ROW_UPSERT,
  matchedRowCopyValues,
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
 * (migration 0064), as the selection read it, not looked up again (MATCHED_ROW_UPSERT).
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
    await selectCandidates(tx, studyId, criteria ? compileStudyMatch(criteria, today) : "false");
    const [counts] = sqlRows(
      await tx.execute(sql`
        with removed as (
          delete from matched_participants mp
          where mp.study_id = ${studyId} and mp.status in ('EXACT', 'PARTIAL')
            and not exists (select 1 from match_candidates x where x.user_id = mp.user_id)
          returning 1
        ), written as (
          insert into matched_participants (study_id, user_id, status, timestamp, ${MATCHED_ROW_COPY_COLUMNS})
          select ${studyId}, c.user_id, case when c.exact then 'EXACT' else 'PARTIAL' end,
            ${MATCH_TIMESTAMP_NOW}, ${matchedRowCopyValues("c", "c")}
          from match_candidates c left join lookup_values g on g.id = c.gender_id
          ${MATCHED_ROW_UPSERT}
          returning 1
        )
        select (select count(*) from removed) as removed, (select count(*) from written) as written,
          (select count(*) from match_candidates where exact) as exact,
          (select count(*) from match_candidates) as total`),
    );
    // Finished up to the request this run started after; a newer request keeps matchingFinished false.
    await tx.execute(sql`update studies set matching_completed_at = coalesce(${options.requestedBefore?.toISOString() ?? null}::timestamptz, now())
      where id = ${studyId}`);
    const exact = Number(counts?.exact ?? 0);
    return {
      exact,
      partial: Number(counts?.total ?? 0) - exact,
      removed: Number(counts?.removed ?? 0),
      written: Number(counts?.written ?? 0),
    };
  });
}

/**
 * The volunteers the compiled criteria do not rule out, whether each is an exact match, and what the lists
 * show of each, kept for the transaction in a temporary table that the write reads. Written by CREATE
 * TABLE AS, which PostgreSQL may run as a parallel scan of the profiles (a statement that writes to a
 * table may not); the account and profile are read in that scan, so that the write does not look each
 * match's volunteer up again (36,000 random reads in a million rows) nor send the matches through the app.
 */
async function selectCandidates(tx: Tx, studyId: number, predicate: string): Promise<void> {
  await tx.execute(sql`create temporary table match_candidates on commit drop as
    select q.user_id, q.m as exact, q.first_name, q.middle_name, q.last_name, q.enabled, q.city, q.state,
      q.date_of_birth, q.gender_id, q.visible_to_study_teams
    from (
      select p.user_id, ${sql.raw(predicate)} as m, u.first_name, u.middle_name, u.last_name, u.enabled, p.city,
        p.state, p.date_of_birth, p.gender_id, p.visible_to_study_teams
      from volunteer_profiles p
      join users u on u.id = p.user_id
      where ${LISTABLE_VOLUNTEER}
        and not exists (select 1 from study_volunteers sv where sv.study_id = ${studyId} and sv.user_id = p.user_id)
    ) q where q.m is not false`);
}
