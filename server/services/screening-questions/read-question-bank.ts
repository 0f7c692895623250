import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { QuestionBankCategory } from "../../../core/contracts/screening-questions";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { questionJson } from "./question-json";

/** The question bank (questions of no questionnaire) by category, in the categories' and questions' order. */
export async function readQuestionBank(options: {
  db: DbOrTx;
  language: string;
}): Promise<z.infer<typeof QuestionBankCategory>[]> {
  const rows = sqlRows(
    await options.db.execute(sql`select c.id, c.name, c.description,
        coalesce((select json_agg(${questionJson(options.language)} order by q.order_num, q.id)
          from screening_questions q where q.questionnaire_id is null and q.category_id = c.id), '[]') as questions
      from question_categories c order by c.name`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    description: row.description === null ? null : String(row.description),
    questions: row.questions as z.infer<typeof QuestionBankCategory>["questions"],
  }));
}
