import { sql } from "drizzle-orm";
import type { Questionnaire } from "../../../core/contracts/screening-questions";
import { postingStatus } from "../../../core/rules/posting-status";
import type { Db, Tx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { readQuestionnaire } from "./read-questionnaire";

/**
 * One write to a study's questionnaire (spec 001 §4), in one transaction: refused while the study is
 * active (403 STUDY_ACTIVE) and when the questionnaire changed since the version the editor read (412);
 * the questionnaire is created by its first write (from version 0). `change` gets the questionnaire's
 * id; the version then moves on and the questionnaire is answered as it now is.
 */
export async function writeQuestionnaire(
  options: { db: Db; studyId: number; version: number; language: string },
  change: (tx: Tx, questionnaireId: number) => Promise<void>,
): Promise<Questionnaire> {
  const { db, studyId } = options;
  await db.transaction(async (tx) => {
    const [study] = sqlRows(
      await tx.execute(sql`select publishable,
          extract(epoch from posting_activation_date) * 1000 as "activation",
          extract(epoch from posting_deactivation_date) * 1000 as "deactivation",
          extract(epoch from archived_date) * 1000 as "archived"
        from studies where id = ${studyId} for share`),
    );
    if (!study) throw AppError.notFound("The study");
    const epoch = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    const status = postingStatus(
      {
        publishable: study.publishable === true,
        postingActivationDate: epoch(study.activation),
        postingDeactivationDate: epoch(study.deactivation),
        archivedDate: epoch(study.archived),
      },
      Date.now(),
    );
    if (status.status === "ACTIVE") throw AppError.forbidden("STUDY_ACTIVE");
    await tx.execute(sql`insert into screening_questionnaires (study_id) values (${studyId})
      on conflict (study_id) do nothing`);
    const [questionnaire] = sqlRows(
      await tx.execute(sql`select id, version from screening_questionnaires where study_id = ${studyId}
        for update`),
    );
    if (Number(questionnaire?.version) !== options.version) {
      throw new AppError(
        "QUESTIONNAIRE_CHANGED",
        412,
        "The questions were changed since they were read; read them again",
      );
    }
    const questionnaireId = Number(questionnaire?.id);
    await change(tx, questionnaireId);
    await tx.execute(
      sql`update screening_questionnaires set version = version + 1 where id = ${questionnaireId}`,
    );
  });
  return readQuestionnaire({ db, studyId, language: options.language });
}

/** Numbers the questionnaire's questions 1, 2, ... in their order. */
export async function renumberQuestions(tx: Tx, questionnaireId: number): Promise<void> {
  await tx.execute(sql`update screening_questions q set order_num = r.n
    from (select id, row_number() over (order by order_num, id)::int as n from screening_questions
      where questionnaire_id = ${questionnaireId}) r
    where q.id = r.id and q.order_num <> r.n`);
}
