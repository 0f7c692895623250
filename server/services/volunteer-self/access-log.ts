import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { textColumns } from "../public-studies/public-study-sql";

/**
 * "Who viewed my data": the access audit of the volunteer, by study and action, newest first; several
 * reads of one study on one day are one line (the day's last).
 */
export async function readAccessLog(db: DbOrTx, userId: number, language: string) {
  const rows = sqlRows(
    await db.execute(sql`select s.study_num as "studyNum", ${textColumns("title", language)}, a.action, max(a.accessed_at) as "accessedAt"
      from access_audits a join studies s on s.id = a.study_id
      where a.volunteer_user_id = ${userId}
      group by s.id, a.action, date_trunc('day', a.accessed_at)
      order by max(a.accessed_at) desc limit 500`),
  );
  return rows.map((row) => ({
    studyNum: String(row.studyNum),
    title: String(row.title),
    titleLanguage: String(row.titleLanguage),
    action: String(row.action),
    accessedAt: new Date(String(row.accessedAt)).getTime(),
  }));
}
