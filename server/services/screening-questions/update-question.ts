import { sql } from "drizzle-orm";
import type { Questionnaire, ScreeningQuestionInput } from "../../../core/contracts/screening-questions";
import type { Db } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { insertOptions } from "./insert-options";
import { writeQuestionnaire } from "./write-questionnaire";

/**
 * Replaces a question's text, help text, required flag, type and choices (spec 001 §4, §5). Choices with
 * an id are the question's own (400 otherwise), id 0 are new. Once a volunteer answered, the existing
 * choices cannot be changed or deleted and the type cannot change: only new choices may be added (403
 * ANSWERED_QUESTION). A bank question that is not editable is refused too.
 */
export function updateQuestion(options: {
  db: Db;
  studyId: number;
  questionId: number;
  version: number;
  language: string;
  question: ScreeningQuestionInput;
}): Promise<Questionnaire> {
  const { questionId, question } = options;
  return writeQuestionnaire(options, async (tx, questionnaireId) => {
    const [current] = sqlRows(
      await tx.execute(sql`select q.editable, q.input_type as "inputType",
          exists (select 1 from screening_answers a where a.question_id = q.id) as "answered"
        from screening_questions q where q.id = ${questionId} and q.questionnaire_id = ${questionnaireId}`),
    );
    if (!current) throw AppError.notFound("The question");
    if (current.editable !== true) throw AppError.forbidden("QUESTION_NOT_EDITABLE");
    const existing = sqlRows(
      await tx.execute(
        sql`select id, text from screening_question_options where question_id = ${questionId}`,
      ),
    );
    const existingText = new Map(existing.map((row) => [Number(row.id), String(row.text)]));
    const choices = question.options ?? [];
    const kept = choices.filter((option) => option.id !== 0);
    if (kept.some((option) => !existingText.has(option.id))) {
      throw AppError.invalid("UNKNOWN_OPTION", "A choice is not one of the question's", [
        { field: "options", message: "options" },
      ]);
    }
    if (current.answered === true) {
      const changed =
        current.inputType !== question.inputType ||
        kept.length !== existingText.size ||
        kept.some((option) => existingText.get(option.id) !== option.text);
      if (changed) throw AppError.forbidden("ANSWERED_QUESTION");
    }
    await tx.execute(sql`update screening_questions set text = ${question.text},
        help_text = ${question.helpText ?? null}, required = ${question.required ?? false},
        input_type = ${question.inputType}
      where id = ${questionId}`);
    const keptIds = kept.map((option) => option.id);
    await tx.execute(sql`delete from screening_question_options where question_id = ${questionId}
      and not (id = any(${intArray(keptIds)}))`);
    // Each choice takes its place in the editor's order: existing ones are updated, new ones inserted.
    const added: { text: string; position: number }[] = [];
    for (const [index, option] of choices.entries()) {
      if (option.id === 0) added.push({ text: option.text, position: index + 1 });
      else {
        await tx.execute(sql`update screening_question_options set text = ${option.text}, order_num = ${index + 1}
          where id = ${option.id}`);
      }
    }
    await insertOptions(
      tx,
      questionId,
      added,
      added.map((entry) => entry.position),
    );
  });
}
