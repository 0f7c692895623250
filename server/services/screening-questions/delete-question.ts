import { sql } from "drizzle-orm";
import type { Questionnaire } from "../../../core/contracts/screening-questions";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { renumberQuestions, writeQuestionnaire } from "./write-questionnaire";

/** Deletes a question of the study's questionnaire with its choices and answers; the rest close up. */
export function deleteQuestion(options: {
  db: Db;
  studyId: number;
  questionId: number;
  version: number;
  language: string;
}): Promise<Questionnaire> {
  return writeQuestionnaire(options, async (tx, questionnaireId) => {
    const deleted = sqlRows(
      await tx.execute(sql`delete from screening_questions where id = ${options.questionId}
        and questionnaire_id = ${questionnaireId} returning id`),
    );
    if (deleted.length === 0) throw AppError.notFound("The question");
    await renumberQuestions(tx, questionnaireId);
  });
}
