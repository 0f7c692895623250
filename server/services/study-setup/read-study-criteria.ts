import { eq } from "drizzle-orm";
import type { StudyEligibilityCriteria } from "../../../core/contracts/study-setup";
import type { Db, DbOrTx } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { requireStudyMember } from "../../policies/study-access";
import type { SessionUser } from "../auth/session-user";
import { criteriaInLanguage, readCriteriaRows } from "./read-criteria-rows";

/** The study's participant types and criteria in `language` (404 for someone not on its team). */
export async function readStudyCriteria(options: {
  db: Db;
  user: SessionUser;
  studyId: number;
  language: string;
}): Promise<StudyEligibilityCriteria> {
  await requireStudyMember(options);
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
