import { sql } from "drizzle-orm";
import type { Questionnaire, ScreeningQuestion } from "../../../core/contracts/screening-questions";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

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
        coalesce((select json_agg(json_build_object(
            'id', q.id, 'orderNum', q.order_num, 'editable', q.editable, 'required', q.required,
            'text', coalesce(q.translations->'text'->>${language}, q.text),
            'helpText', coalesce(q.translations->'helpText'->>${language}, q.help_text),
            'inputType', q.input_type, 'questionType', q.question_type,
            'options', coalesce((select json_agg(json_build_object('id', o.id, 'orderNum', o.order_num,
                'text', coalesce(o.translations->>${language}, o.text)) order by o.order_num, o.id)
              from screening_question_options o where o.question_id = q.id), '[]'),
            'category', (select json_build_object('id', c.id, 'name', c.name, 'description', c.description)
              from question_categories c where c.id = q.category_id))
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
