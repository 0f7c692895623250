import { eq, sql } from "drizzle-orm";
import type { EligibilityCriteria } from "../../../core/contracts/eligibility-criteria";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import {
  CONTACT_FIELDS,
  isTranslatableField,
  normalizeStudyInformation,
  type StudyInformationField,
  type StudyInformationValues,
  studyInformationIssues,
} from "../../../core/contracts/study-information";
import type { StudyContentPatch } from "../../../core/contracts/study-setup";
import { savedCriteriaIssues } from "../../../core/eligibility/saved-criteria-rules";
import { FORM_MESSAGES } from "../../../core/rules/form-messages";
import type { Db, Tx } from "../../db/connect";
import { studies, studyPropertyValues } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { refreshMatchingCriteria } from "../matching/load-study-criteria";
import { requestStudyMatching } from "../matching/request-matching";
import { readPropertyValues } from "../studies/read-study";
import { checkLookupIds } from "./check-lookup-ids";
import { contentVersion } from "./content-version";
import { PROPERTY_VALUE_NAMES, propertiesToValues, propertyRowOf } from "./property-values-mapping";
import { criteriaOfStudy, criteriaVersion } from "./read-study-criteria";
import { contactValues } from "./read-study-information";
import { replaceCriteria, translateCriteria } from "./write-criteria";

const LANGUAGE_LOCKED_MESSAGE = FORM_MESSAGES.languageLocked;
const VERSION_OF_ONE_PART =
  "Save the information and the criteria apart, each with the version its read answered";

type Study = typeof studies.$inferSelect;

/**
 * Saves Study Information and criteria edits in `language` (spec 001 §7 PATCH). The patch is merged
 * into the stored study and the whole is checked: a rule broken by a patched field answers
 * VALIDATION_ERROR; a required field left blank elsewhere answers INVALID_STUDY_FIELDS, as the study
 * could not be saved as it stands. In another language only texts may change (LANGUAGE_LOCKED).
 */
export async function updateStudyContent(options: {
  db: Db;
  studyId: number;
  language: string;
  patch: StudyContentPatch;
  /** The version the editor read of the part patched (If-Match); none replaces whatever is stored. */
  ifMatch?: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [study] = await tx.select().from(studies).where(eq(studies.id, options.studyId)).for("update");
    if (!study) throw AppError.notFound("The study");
    const isDefault = options.language === study.defaultLanguage;
    const defaultRows = await readPropertyValues({
      db: tx,
      studyId: study.id,
      language: study.defaultLanguage,
    });
    const translatedRows = isDefault
      ? null
      : await readPropertyValues({ db: tx, studyId: study.id, language: options.language });
    const current: StudyInformationValues = Object.assign(
      propertiesToValues(defaultRows, translatedRows),
      contactValues(study),
    );

    if (options.ifMatch !== undefined) {
      await refuseStaleVersion(tx, study, {
        language: options.language,
        patch: options.patch,
        ifMatch: options.ifMatch,
        current,
      });
    }
    const merged: StudyInformationValues = { ...current };
    const touched = new Set<StudyInformationField>();
    let criteria: EligibilityCriteria | undefined;
    for (const operation of options.patch) {
      if (operation.path === "/eligibilityCriteria") criteria = operation.value;
      else if (operation.path === "/propertyValues") {
        Object.assign(merged, operation.value);
        for (const key of Object.keys(operation.value)) touched.add(key as StudyInformationField);
      } else {
        const field = operation.path.slice(1) as (typeof CONTACT_FIELDS)[number];
        merged[field] = operation.value;
        touched.add(field);
      }
    }

    if (!isDefault) refuseLockedChanges(touched, merged, current);
    const next = normalizeStudyInformation(merged);
    const fieldIssues = studyInformationIssues(next, { defaultLanguage: isDefault }).filter((issue) =>
      touched.has(issue.field),
    );
    const criteriaIssues = criteria
      ? savedCriteriaIssues(criteria, { defaultLanguage: isDefault }).map((issue) => ({
          field: `eligibilityCriteria.${issue.field}`,
          message: issue.message,
        }))
      : [];
    if (fieldIssues.length + criteriaIssues.length > 0) {
      throw AppError.invalid(ERROR_CODES.validation, "The study is not valid", [
        ...fieldIssues,
        ...criteriaIssues,
      ]);
    }
    const wholeStudy = isDefault
      ? next
      : Object.assign(propertiesToValues(defaultRows, null), contactValues(study));
    const studyIssues = studyInformationIssues(wholeStudy, { defaultLanguage: true });
    if (studyIssues.length > 0) {
      throw AppError.invalid(
        ERROR_CODES.invalidStudyFields,
        "Required fields on the Study Information page are blank",
        studyIssues,
      );
    }
    const touchedValues = Object.fromEntries([...touched].map((field) => [field, next[field]]));
    await checkLookupIds(tx, { information: touchedValues, criteria });

    await writeInformation(tx, study, { language: options.language, isDefault, touched, values: next });
    if (criteria) await writeCriteria(tx, study, { language: options.language, isDefault, criteria });
    // New rules (or new study conditions, which 'people with the study's conditions' reads) mean new matches.
    if (isDefault && (criteria || touched.has("conditions"))) {
      await refreshMatchingCriteria(tx, study.id);
      await requestStudyMatching(tx, study.id);
    }
    await tx.update(studies).set({ updatedAt: sql`now()` }).where(eq(studies.id, study.id));
  });
}

/**
 * 412 when the part patched changed since the version the editor read: the information's values in the
 * request's language, or the criteria. A patch of both parts has no one version to name (400).
 */
async function refuseStaleVersion(
  tx: Tx,
  study: Study,
  options: { language: string; patch: StudyContentPatch; ifMatch: string; current: StudyInformationValues },
): Promise<void> {
  const criteriaPatched = options.patch.some((operation) => operation.path === "/eligibilityCriteria");
  const informationPatched = options.patch.some((operation) => operation.path !== "/eligibilityCriteria");
  if (criteriaPatched && informationPatched) {
    throw AppError.invalid(ERROR_CODES.validation, "If-Match names the version of one part", [
      { field: "if-match", message: VERSION_OF_ONE_PART },
    ]);
  }
  const stored = criteriaPatched
    ? criteriaVersion(await criteriaOfStudy(tx, study, options.language))
    : contentVersion(options.current);
  if (stored !== options.ifMatch) {
    throw new AppError(
      ERROR_CODES.studyChanged,
      412,
      criteriaPatched
        ? "The criteria were changed since they were read; read them again"
        : "The study information was changed since it was read; read it again",
    );
  }
}

function refuseLockedChanges(
  touched: ReadonlySet<StudyInformationField>,
  merged: StudyInformationValues,
  current: StudyInformationValues,
): void {
  const locked = [...touched].filter(
    (field) =>
      !isTranslatableField(field) && JSON.stringify(merged[field]) !== JSON.stringify(current[field]),
  );
  if (locked.length > 0) {
    throw AppError.invalid(
      ERROR_CODES.languageLocked,
      LANGUAGE_LOCKED_MESSAGE,
      locked.map((field) => ({ field, message: LANGUAGE_LOCKED_MESSAGE })),
    );
  }
}

async function writeInformation(
  tx: Tx,
  study: Study,
  options: {
    language: string;
    isDefault: boolean;
    touched: ReadonlySet<StudyInformationField>;
    values: StudyInformationValues;
  },
): Promise<void> {
  const { values, touched } = options;
  if (options.isDefault) {
    const contact = Object.fromEntries(
      CONTACT_FIELDS.filter((field) => touched.has(field)).map((field) => [
        field,
        values[field] === "" ? null : values[field],
      ]),
    );
    if (Object.keys(contact).length > 0)
      await tx.update(studies).set(contact).where(eq(studies.id, study.id));
  }
  const names = PROPERTY_VALUE_NAMES.filter(
    (name) => touched.has(name) && (options.isDefault || isTranslatableField(name)),
  );
  if (names.length === 0) return;
  await tx
    .insert(studyPropertyValues)
    .values(
      names.map((name) =>
        Object.assign(propertyRowOf(name, values), {
          studyId: study.id,
          language: isTranslatableField(name) ? options.language : study.defaultLanguage,
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [studyPropertyValues.studyId, studyPropertyValues.propertyId, studyPropertyValues.language],
      set: {
        savedValue: sql`excluded.saved_value`,
        lookupValueIds: sql`excluded.lookup_value_ids`,
      },
    });
}

async function writeCriteria(
  tx: Tx,
  study: Study,
  options: { language: string; isDefault: boolean; criteria: EligibilityCriteria },
): Promise<void> {
  const { criteria } = options;
  if (!options.isDefault) {
    const sameTypes =
      JSON.stringify([...criteria.participantTypeIds].sort()) ===
      JSON.stringify([...study.participantTypeIds].sort());
    if (!sameTypes) {
      throw AppError.invalid(ERROR_CODES.languageLocked, LANGUAGE_LOCKED_MESSAGE, [
        { field: "eligibilityCriteria.participantTypeIds", message: LANGUAGE_LOCKED_MESSAGE },
      ]);
    }
    await translateCriteria(tx, study.id, options.language, criteria.criteria);
    return;
  }
  await tx
    .update(studies)
    .set({ participantTypeIds: [...criteria.participantTypeIds] })
    .where(eq(studies.id, study.id));
  await replaceCriteria(tx, study.id, criteria.criteria);
}
