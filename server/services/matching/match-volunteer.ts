import { sql } from "drizzle-orm";
import { matchLevel } from "../../../core/eligibility/evaluate";
import type { Db } from "../../db/connect";
import {
  MATCH_TIMESTAMP_NOW,
  MATCHED_ROW_COPY_COLUMNS,
  MATCHED_ROW_UPSERT,
  matchedRowCopyValues,
} from "../matched-participants/matched-row";
import { activeStudyIds, loadStudyCriteria } from "./load-study-criteria";
import { todayUtc } from "./match-study";
import { readVolunteerFacts } from "./read-volunteer-facts";

/**
 * Re-matches one volunteer against every active study after a profile change. One row against a few
 * hundred studies is the evaluator's job (core/eligibility/evaluate.ts, held to the compiled SQL by
 * the property test): a single SQL statement with hundreds of compiled predicates costs more to plan
 * than to run. The volunteer's EXACT/PARTIAL rows then follow in one statement.
 */
export async function matchVolunteer(
  db: Db,
  userId: number,
  options: { today?: string } = {},
): Promise<number> {
  const today = options.today ?? todayUtc();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('match-volunteer'), ${userId})`);
    const volunteer = await readVolunteerFacts(tx, userId);
    const matches: { studyId: number; status: "EXACT" | "PARTIAL" }[] = [];
    if (volunteer) {
      const studyIds = (await activeStudyIds(tx)).filter((id) => !volunteer.interestedStudyIds.has(id));
      const criteria = await loadStudyCriteria(tx, studyIds);
      for (const studyId of studyIds) {
        const study = criteria.get(studyId);
        const match = study ? matchLevel(study, volunteer.facts, today) : null;
        if (match) matches.push({ studyId, status: match });
      }
    }
    const studyIds = `{${matches.map((item) => item.studyId).join(",")}}`;
    const statuses = `{${matches.map((item) => item.status).join(",")}}`;
    await tx.execute(sql`
      with matches as (
        select * from unnest(${studyIds}::int[], ${statuses}::text[]) as m(study_id, status)
      ), removed as (
        delete from matched_participants mp
        where mp.user_id = ${userId} and mp.status in ('EXACT', 'PARTIAL')
          and not exists (select 1 from matches x where x.study_id = mp.study_id)
      )
      insert into matched_participants (study_id, user_id, status, timestamp, ${MATCHED_ROW_COPY_COLUMNS})
      select x.study_id, u.id, x.status, ${MATCH_TIMESTAMP_NOW}, ${matchedRowCopyValues("u", "p")}
      from matches x, users u left join volunteer_profiles p on p.user_id = u.id
        left join lookup_values g on g.id = p.gender_id
      where u.id = ${userId}
      ${MATCHED_ROW_UPSERT}`);
    return matches.length;
  });
}
