import { sql } from "drizzle-orm";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";

export interface StudySynopsisRow {
  id: number;
  studyNum: string;
  title: string;
  archived: boolean;
}

/** The user's studies by number; `studyNum` (any case) narrows to one. Other teams' studies never appear. */
export async function findStudySynopses(options: {
  db: Db;
  userId: number;
  studyNum?: string;
}): Promise<StudySynopsisRow[]> {
  const filter = options.studyNum ? sql`and s.study_num = ${options.studyNum.trim().toUpperCase()}` : sql``;
  const result = await options.db.execute(sql`
    select s.id, s.study_num as "studyNum", coalesce(t.saved_value, '') as title, s.archived_date is not null as archived
    from study_team_members m
    join studies s on s.id = m.study_id
    left join study_property_values t
      on t.study_id = s.id and t.property_id = ${STUDY_PROPERTY_IDS.title} and t.language = s.default_language
    where m.user_id = ${options.userId} ${filter}
    order by s.study_num`);
  return sqlRows(result).map((row) => ({
    id: Number(row.id),
    studyNum: String(row.studyNum),
    title: String(row.title),
    archived: Boolean(row.archived),
  }));
}
