import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";

/** Every study's number and title, by number, for the study-team login picker. */
export async function listStudyNumbers(db: Db) {
  const rows = sqlRows(
    await db.execute(sql`select s.id, s.study_num as "studyNum", coalesce(st.title, '') as title
      from studies s left join study_statistics st on st.study_id = s.id order by s.study_num`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    studyNum: String(row.studyNum),
    title: String(row.title),
  }));
}

/** The members customer support may act as: enabled staff without ADMIN or CUSTOMER_SUPPORT. */
export const IMPERSONATABLE = sql.raw(`u.type = 'STAFF' and u.enabled
  and not exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('ADMIN', 'CUSTOMER_SUPPORT'))`);

/** A study's team for the study-team login, the PI first, each with whether support may act as them. */
export async function listSupportTeam(db: Db, studyId: number) {
  const rows = sqlRows(
    await db.execute(sql`select u.id as "userId", concat_ws(' ', u.first_name, u.last_name) as "fullName", u.email,
        m.role, (${IMPERSONATABLE}) as "canImpersonate"
      from study_team_members m join users u on u.id = m.user_id
      where m.study_id = ${studyId}
      order by m.role = 'PRINCIPAL_INVESTIGATOR' desc, lower(u.last_name), lower(u.first_name), u.id`),
  );
  return rows.map((row) => ({
    userId: Number(row.userId),
    fullName: String(row.fullName),
    email: String(row.email),
    role: String(row.role),
    canImpersonate: Boolean(row.canImpersonate),
  }));
}
