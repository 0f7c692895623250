import { sql } from "drizzle-orm";
import type { Questionnaire, ScreeningQuestion } from "../../../core/contracts/screening-questions";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { questionJson } from "./question-json";

/**
 * The study's screening questionnaire with its questions in order, texts in `language` where translated
 * (the default text otherwise); 404 when the study has none.
 */
export async function readQuestionnaire(options: {
  db: DbOrTx;
  studyId: number;
  language: string;
}): Promise<Questionnaire> {
  const { db, studyId, language } = options;
  const [row] = sqlRows(
    await db.execute(sql`
      select qn.id, qn.study_id as "studyId", qn.description, qn.version,
        coalesce((select json_agg(${questionJson(language)}
            order by q.order_num, q.id)
          from screening_questions q where q.questionnaire_id = qn.id), '[]') as questions
      from screening_questionnaires qn where qn.study_id = ${studyId}`),
  );
  if (!row) throw AppError.notFound("The questionnaire");
  return {
    id: Number(row.id),
    studyId: Number(row.studyId),
    description: row.description === null ? null : String(row.description),
    version: Number(row.version),
    questions: row.questions as ScreeningQuestion[],
  };
}
