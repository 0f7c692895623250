import { eq } from "drizzle-orm";
import type { EligibilityCriteria } from "../../../core/contracts/eligibility-criteria";
import type { StudyEligibilityCriteria } from "../../../core/contracts/study-setup";
import type { Db, DbOrTx } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { contentVersion } from "./content-version";
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
  const criteria = await criteriaOfStudy(db, study, options.language);
  return {
    id: study.id,
    studyNum: study.studyNum,
    language: options.language,
    defaultLanguage: study.defaultLanguage,
    ...criteria,
    version: criteriaVersion(criteria),
  };
}

/** The participant types and criteria in `language`, as the criteria page shows them. */
export async function criteriaOfStudy(
  db: DbOrTx,
  study: { id: number; defaultLanguage: string; participantTypeIds: number[] },
  language: string,
): Promise<EligibilityCriteria> {
  const stored = await readCriteriaRows(db, study.id);
  return {
    participantTypeIds: study.participantTypeIds,
    criteria: criteriaInLanguage(stored, { language, defaultLanguage: study.defaultLanguage }),
  };
}

/** The version of criteria as `criteriaOfStudy` reads them (content-version.ts). */
export function criteriaVersion(criteria: EligibilityCriteria): string {
  return contentVersion({ participantTypeIds: criteria.participantTypeIds, criteria: criteria.criteria });
}
