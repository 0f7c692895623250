import { sql } from "drizzle-orm";
import { USER_REQUESTED_REASON_ID } from "../../../core/rules/lookup-ids";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { deactivateAccounts } from "../customer-support/change-participant-activation";
import { textProperty } from "../public-studies/public-study-sql";
import { readAccessLog } from "./access-log";
import { readOwnProfile } from "./own-profile";

/**
 * The volunteer closes their account (and their loved ones'): they leave every matched list and every
 * session ends; what they shared with studies they joined stays with those teams.
 */
export async function deactivateOwnAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const lovedOnes = sqlRows(
      await tx.execute(sql`select id from users where parent_user_id = ${userId}`),
    ).map((row) => Number(row.id));
    await deactivateAccounts(tx, { userIds: [userId, ...lovedOnes], reasonId: USER_REQUESTED_REASON_ID });
  });
}

/** Everything Recruit holds about the volunteer, for the JSON download; study titles in `language`. */
export async function exportOwnData(db: Db, userId: number, language: string) {
  const profile = await readOwnProfile(db, userId);
  const studies = sqlRows(
    await db.execute(sql`select s.study_num as "studyNum", ${textProperty("title", language)} as title, sv.status,
        sv.show_interest_date as "showedInterestOn"
      from study_volunteers sv join studies s on s.id = sv.study_id
      where sv.user_id = ${userId} order by sv.show_interest_date`),
  );
  const answers = sqlRows(
    await db.execute(sql`select s.study_num as "studyNum", q.text as question, a.answer_value as answer,
        coalesce((select array_agg(o.text order by o.order_num) from screening_answer_options ao
          join screening_question_options o on o.id = ao.option_id where ao.answer_id = a.id), '{}') as choices,
        a.answered_at as "answeredAt"
      from screening_answers a join screening_questions q on q.id = a.question_id
      join study_volunteers sv on sv.id = a.study_volunteer_id join studies s on s.id = sv.study_id
      where a.user_id = ${userId} order by a.answered_at`),
  );
  const messages = sqlRows(
    await db.execute(sql`select s.study_num as "studyNum", m.recipient_volunteer as "fromStudyTeam", m.body,
        m.sent_date as "sentDate", m.status
      from messages m join studies s on s.id = m.study_id where m.volunteer_user_id = ${userId} order by m.sent_date`),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: { email: profile.email },
    profile: profile.profile,
    studies,
    screeningAnswers: answers,
    messages,
    whoViewedMyData: await readAccessLog(db, userId, language),
  };
}
