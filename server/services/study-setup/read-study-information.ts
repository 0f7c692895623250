import type { StudyInformationValues } from "../../../core/contracts/study-information";
import type { StudyInformation } from "../../../core/contracts/study-setup";
import type { DbOrTx } from "../../db/connect";
import { readPropertyValues, readStudy } from "../studies/read-study";
import { contentVersion } from "./content-version";
import { propertiesToValues } from "./property-values-mapping";

interface StudyContact {
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactWebsite: string | null;
}

export function contactValues(study: StudyContact) {
  return {
    contactName: study.contactName ?? "",
    contactEmail: study.contactEmail ?? "",
    contactPhone: study.contactPhone ?? "",
    contactWebsite: study.contactWebsite ?? "",
  };
}

/**
 * The Study Information form's values in `language` (texts translated, blank when not yet translated;
 * everything else in the default language), with the default-language values beside them.
 */
export async function readStudyInformation(options: {
  db: DbOrTx;
  studyId: number;
  /** A supported language; the study's default language when the request names none. */
  language: string;
}): Promise<StudyInformation> {
  const study = await readStudy(options);
  const translated = options.language !== study.defaultLanguage;
  const defaultValues: StudyInformationValues = Object.assign(
    propertiesToValues(study.properties, null),
    contactValues(study),
  );
  const values = translated
    ? Object.assign(
        propertiesToValues(
          study.properties,
          await readPropertyValues({ db: options.db, studyId: study.id, language: options.language }),
        ),
        contactValues(study),
      )
    : defaultValues;
  return {
    id: study.id,
    studyNum: study.studyNum,
    publishable: study.publishable,
    language: options.language,
    defaultLanguage: study.defaultLanguage,
    piFirstName: study.piFirstName,
    piMiddleName: study.piMiddleName,
    piLastName: study.piLastName,
    values,
    defaultLanguageValues: translated ? defaultValues : null,
    version: contentVersion(values),
  };
}
