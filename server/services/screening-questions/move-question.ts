import { sql } from "drizzle-orm";
import type { Questionnaire } from "../../../core/contracts/screening-questions";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { renumberQuestions, writeQuestionnaire } from "./write-questionnaire";

/**
 * Moves a question one place up or down (spec 001 §4: a delta on orderNum): the new order number above
 * the current one moves it down, below it up. The first cannot move up nor the last down (400).
 */
export function moveQuestion(options: {
  db: Db;
  studyId: number;
  questionId: number;
  orderNum: number;
  version: number;
  language: string;
}): Promise<Questionnaire> {
  return writeQuestionnaire(options, async (tx, questionnaireId) => {
    await renumberQuestions(tx, questionnaireId);
    const questions = sqlRows(
      await tx.execute(sql`select id, order_num as "orderNum" from screening_questions
        where questionnaire_id = ${questionnaireId} order by order_num`),
    );
    const index = questions.findIndex((row) => Number(row.id) === options.questionId);
    const current = questions[index];
    if (!current) throw AppError.notFound("The question");
    const step = Math.sign(options.orderNum - Number(current.orderNum));
    const neighbour = step === 0 ? undefined : questions[index + step];
    if (!neighbour) {
      throw AppError.invalid("QUESTION_CANNOT_MOVE", "The question cannot move that way", [
        { field: "orderNum", message: "orderNum" },
      ]);
    }
    await tx.execute(sql`update screening_questions set order_num = case id
        when ${options.questionId}::int then ${Number(neighbour.orderNum)}::int else ${Number(current.orderNum)}::int end
      where id in (${options.questionId}::int, ${Number(neighbour.id)}::int)`);
  });
}
