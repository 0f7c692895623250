import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/connect";
import { sqlRows } from "../db/sql-rows";

/**
 * The volunteers of a study's matches whose copies (migrations 0058, 0064: the visibility, and what the
 * lists show) differ from what the account and profile say now, read without the copies' own rules.
 */
export async function wrongMatchedCopies(db: DbOrTx, studyId: number): Promise<number[]> {
  const rows = sqlRows(
    await db.execute(sql`select mp.user_id from matched_participants mp
        join users u on u.id = mp.user_id left join volunteer_profiles p on p.user_id = mp.user_id
      where mp.study_id = ${studyId} and (mp.volunteer_visible, mp.volunteer_first_name, mp.volunteer_middle_name,
          mp.volunteer_last_name, mp.volunteer_place, mp.volunteer_date_of_birth, mp.volunteer_gender)
        is distinct from (coalesce(u.enabled and p.visible_to_study_teams = 'ALL_STUDY_TEAMS', false), u.first_name,
          u.middle_name, u.last_name, nullif(concat_ws(', ', nullif(p.city, ''), nullif(p.state, '')), ''),
          p.date_of_birth, (select g.display_text from lookup_values g where g.id = p.gender_id))
      order by mp.user_id`),
  );
  return rows.map((row) => Number(row.user_id));
}
