import { sql } from "drizzle-orm";
import type { Questionnaire, ScreeningQuestionInput } from "../../../core/contracts/screening-questions";
import type { Db, Tx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { insertOptions } from "./insert-options";
import { writeQuestionnaire } from "./write-questionnaire";

type NewQuestion = { bankQuestionId: number } | ScreeningQuestionInput;

/**
 * Adds a question at the end of the study's questionnaire: the team's own (USER_DEFINED), or a copy of
 * a question of the bank with its options (its type, QUESTION_BANK or VOLUNTEER_PROFILE, and category).
 */
export function addQuestion(options: {
  db: Db;
  studyId: number;
  version: number;
  language: string;
  question: NewQuestion;
}): Promise<Questionnaire> {
  return writeQuestionnaire(options, async (tx, questionnaireId) => {
    const question = options.question;
    if ("bankQuestionId" in question) await copyBankQuestion(tx, questionnaireId, question.bankQuestionId);
    else {
      const [row] = sqlRows(
        await tx.execute(sql`insert into screening_questions (questionnaire_id, order_num, required, text,
            help_text, input_type, question_type)
          values (${questionnaireId}, ${nextOrder(questionnaireId)}, ${question.required ?? false},
            ${question.text}, ${question.helpText ?? null}, ${question.inputType}, 'USER_DEFINED')
          returning id`),
      );
      await insertOptions(tx, Number(row?.id), question.options ?? []);
    }
  });
}

const nextOrder = (questionnaireId: number) =>
  sql`(select coalesce(max(order_num), 0) + 1 from screening_questions where questionnaire_id = ${questionnaireId})`;

async function copyBankQuestion(tx: Tx, questionnaireId: number, bankQuestionId: number): Promise<void> {
  const [copy] = sqlRows(
    await tx.execute(sql`insert into screening_questions (questionnaire_id, category_id, order_num, editable,
        required, text, help_text, translations, input_type, question_type, answer_lookup_type)
      select ${questionnaireId}, category_id, ${nextOrder(questionnaireId)}, editable, required, text, help_text,
        translations, input_type, question_type, answer_lookup_type
      from screening_questions where id = ${bankQuestionId} and questionnaire_id is null
      returning id`),
  );
  if (!copy) {
    throw AppError.invalid("UNKNOWN_BANK_QUESTION", "No such question in the bank", [
      { field: "bankQuestionId", message: "bankQuestionId" },
    ]);
  }
  await tx.execute(sql`insert into screening_question_options (question_id, order_num, text, translations)
    select ${Number(copy.id)}, order_num, text, translations from screening_question_options
    where question_id = ${bankQuestionId}`);
}
