import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { ACTIVE_STUDY_CONDITION } from "../matching/load-study-criteria";
import { textColumns } from "../public-studies/public-study-sql";

/**
 * "Studies for you": active studies whose team asked the volunteer and that they have not shown interest
 * in yet, with the team's note (the ask-if-interested message), newest first. The asks are marked read.
 */
export async function listAsks(db: Db, userId: number, language: string) {
  const rows = sqlRows(
    await db.execute(sql`select s.study_num as "studyNum", ${textColumns("title", language)},
        ${textColumns("purpose", language)}, mp.timestamp as "askedOn", mp.declined_at is not null as declined,
        coalesce((select m.body from messages m where m.study_id = s.id and m.volunteer_user_id = ${userId}
          and m.kind = 'ASK_IF_INTERESTED' order by m.sent_date desc limit 1), '') as note
      from matched_participants mp join studies s on s.id = mp.study_id
      where mp.user_id = ${userId} and mp.status = 'ASKED_IF_INTERESTED' and ${ACTIVE_STUDY_CONDITION}
        and not exists (select 1 from study_volunteers sv where sv.study_id = s.id and sv.user_id = ${userId})
      order by mp.timestamp desc`),
  );
  await db.execute(sql`update messages set status = 'READ' where volunteer_user_id = ${userId}
    and kind = 'ASK_IF_INTERESTED' and status = 'UNREAD'`);
  return rows.map((row) => ({
    studyNum: String(row.studyNum),
    title: String(row.title),
    purpose: String(row.purpose),
    textLanguages: { title: String(row.titleLanguage), purpose: String(row.purposeLanguage) },
    note: String(row.note),
    askedOn: new Date(String(row.askedOn)).getTime(),
    declined: Boolean(row.declined),
  }));
}

/** "No thanks": recorded on the ask, which the team's asked list shows; 404 when the team did not ask. */
export async function declineAsk(db: Db, userId: number, studyNum: string): Promise<void> {
  const rows = sqlRows(
    await db.execute(sql`update matched_participants mp set declined_at = coalesce(mp.declined_at, now())
      from studies s where s.id = mp.study_id and upper(s.study_num) = upper(${studyNum})
        and mp.user_id = ${userId} and mp.status = 'ASKED_IF_INTERESTED'
      returning mp.study_id`),
  );
  if (rows.length === 0) throw AppError.notFound("The ask");
}
