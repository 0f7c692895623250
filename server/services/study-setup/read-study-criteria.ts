import { eq } from "drizzle-orm";
import type { StudyEligibilityCriteria } from "../../../core/contracts/study-setup";
import type { Db, DbOrTx } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { criteriaInLanguage, readCriteriaRows } from "./read-criteria-rows";

/** The study's participant types and criteria in `language`. */
export async function readStudyCriteria(options: {
  db: Db;
  studyId: number;
  language: string;
}): Promise<StudyEligibilityCriteria> {
  const db: DbOrTx = options.db;
  const [study] = await db
    .select({
      id: studies.id,
      studyNum: studies.studyNum,
      defaultLanguage: studies.defaultLanguage,
      participantTypeIds: studies.participantTypeIds,
    })
    .from(studies)
    .where(eq(studies.id, options.studyId));
  if (!study) throw AppError.notFound("The study");
  const stored = await readCriteriaRows(db, study.id);
  return {
    id: study.id,
    studyNum: study.studyNum,
    language: options.language,
    defaultLanguage: study.defaultLanguage,
    participantTypeIds: study.participantTypeIds,
    criteria: criteriaInLanguage(stored, {
      language: options.language,
      defaultLanguage: study.defaultLanguage,
    }),
  };
}
