import { sql } from "drizzle-orm";
import type { ParticipantAnswer } from "../../../core/contracts/screening-questions";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { recordRead } from "../audit/record-read";
import { INTERESTED_SOURCE } from "../interested-participants/interested-row";

/**
 * An interested participant's answers to the study's screening questions, chosen options in their order
 * and in `language`. Only a volunteer the team sees in its interested lists (publishable study, enabled
 * account) has answers to read, else 404; the read is recorded in the access audit.
 */
export async function readParticipantAnswers(options: {
  db: DbOrTx;
  studyId: number;
  userId: number;
  language: string;
  /** The staff member reading, for the access audit. */
  readerUserId: number;
}): Promise<ParticipantAnswer[]> {
  const { db, studyId, userId, language } = options;
  const [visible] = sqlRows(
    await db.execute(sql`select 1 from ${INTERESTED_SOURCE}
      where sv.study_id = ${studyId} and sv.user_id = ${userId}`),
  );
  if (!visible) throw AppError.notFound("The participant");
  const rows = sqlRows(
    await db.execute(sql`
      select a.question_id as "questionId", a.answer_value as "answerValue",
        coalesce((select json_agg(json_build_object('text', coalesce(o.translations->>${language}, o.text),
            'orderNum', o.order_num) order by o.order_num, o.id)
          from screening_answer_options ao join screening_question_options o on o.id = ao.option_id
          where ao.answer_id = a.id), '[]') as "selectedOptions"
      from screening_answers a
      join screening_questions q on q.id = a.question_id
      join screening_questionnaires qn on qn.id = q.questionnaire_id and qn.study_id = ${studyId}
      where a.user_id = ${userId}
      order by q.order_num, q.id`),
  );
  await recordRead(db, {
    actorUserId: options.readerUserId,
    volunteerUserId: userId,
    studyId,
    action: "SCREENING_ANSWERS_READ",
  });
  return rows.map((row) => ({
    questionId: Number(row.questionId),
    answerValue: row.answerValue === null ? null : String(row.answerValue),
    selectedOptions: row.selectedOptions as ParticipantAnswer["selectedOptions"],
  }));
}
