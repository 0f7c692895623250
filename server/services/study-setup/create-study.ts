import { sql } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { normalizeStudyInformation, studyInformationIssues } from "../../../core/contracts/study-information";
import type { CreateStudyBody } from "../../../core/contracts/study-setup";
import { savedCriteriaIssues } from "../../../core/eligibility/saved-criteria-rules";
import { INVALID_STUDY_NUMBER_MESSAGE } from "../../../core/rules/study-number-messages";
import type { Db, Tx } from "../../db/connect";
import { studies, studyPropertyValues, studyTeamMembers, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { refreshMatchingCriteria } from "../matching/load-study-criteria";
import { checkLookupIds } from "./check-lookup-ids";
import { findImportedStudyRow, type ImportedStudyRow } from "./find-imported-study";
import { PROPERTY_VALUE_NAMES, propertyRowOf } from "./property-values-mapping";
import { replaceCriteria } from "./write-criteria";

const INVALID_NUMBER_MESSAGE = INVALID_STUDY_NUMBER_MESSAGE;

/**
 * Adds a study from its IRB record: inactive, the record's PI as PRINCIPAL_INVESTIGATOR and the creator
 * as a team member. Two users adding one number at once: the unique study number lets one insert
 * through and the other gets 409 (spec 001 §4).
 */
export async function createStudy(options: {
  db: Db;
  creatorUserId: number;
  defaultLanguage: string;
  body: CreateStudyBody;
}): Promise<{ id: number; studyNum: string }> {
  const { db, body } = options;
  const information = normalizeStudyInformation(body.information);
  const issues = [
    ...studyInformationIssues(information, { defaultLanguage: true }).map((issue) => ({
      field: `information.${issue.field}`,
      message: issue.message,
    })),
    ...savedCriteriaIssues(body.eligibilityCriteria).map((issue) => ({
      field: `eligibilityCriteria.${issue.field}`,
      message: issue.message,
    })),
  ];
  if (issues.length > 0) throw AppError.invalid(ERROR_CODES.validation, "The study is not valid", issues);
  await checkLookupIds(db, { information, criteria: body.eligibilityCriteria });

  const record = await findImportedStudyRow(db, body.studyNum);
  if (!record?.valid) {
    throw AppError.invalid(ERROR_CODES.invalidStudyNumber, INVALID_NUMBER_MESSAGE, [
      { field: "studyNum", message: INVALID_NUMBER_MESSAGE },
    ]);
  }

  return db.transaction(async (tx) => {
    const [study] = await tx
      .insert(studies)
      .values({
        studyNum: body.studyNum,
        publishable: record.publishable,
        contactName: information.contactName,
        contactEmail: information.contactEmail,
        contactPhone: information.contactPhone || null,
        contactWebsite: information.contactWebsite || null,
        defaultLanguage: options.defaultLanguage,
        participantTypeIds: [...body.eligibilityCriteria.participantTypeIds],
        createdByUserId: options.creatorUserId,
      })
      .onConflictDoNothing({ target: studies.studyNum })
      .returning({ id: studies.id, studyNum: studies.studyNum });
    if (!study) throw new AppError(ERROR_CODES.conflict, 409, "Someone else already added this study");

    await tx.insert(studyPropertyValues).values(
      PROPERTY_VALUE_NAMES.map((name) =>
        Object.assign(propertyRowOf(name, information), {
          studyId: study.id,
          language: options.defaultLanguage,
        }),
      ),
    );
    const piUserId = await principalInvestigatorOf(tx, record);
    const team: { userId: number; role: "PRINCIPAL_INVESTIGATOR" | "TEAM_MEMBER" }[] = [
      { userId: piUserId, role: "PRINCIPAL_INVESTIGATOR" },
    ];
    if (options.creatorUserId !== piUserId) team.push({ userId: options.creatorUserId, role: "TEAM_MEMBER" });
    await tx
      .insert(studyTeamMembers)
      .values(team.map(({ userId, role }) => ({ userId, role, studyId: study.id })));
    await replaceCriteria(tx, study.id, body.eligibilityCriteria.criteria);
    await refreshMatchingCriteria(tx, study.id);
    return study;
  });
}

/**
 * The staff account of the record's PI, found by e-mail; a PI new to Recruit gets an account without a
 * password, which a password reset or an invitation later opens.
 */
export async function principalInvestigatorOf(
  tx: Tx,
  record: Pick<ImportedStudyRow, "piEmail" | "piFirstName" | "piMiddleName" | "piLastName">,
): Promise<number> {
  const email = record.piEmail.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} and ${users.type} = 'STAFF'`);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({
      type: "STAFF",
      email,
      username: email,
      firstName: record.piFirstName,
      middleName: record.piMiddleName,
      lastName: record.piLastName,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) {
    throw AppError.invalid(ERROR_CODES.invalidStudyNumber, INVALID_NUMBER_MESSAGE, [
      { field: "studyNum", message: "The study's principal investigator has a volunteer account" },
    ]);
  }
  return created.id;
}
