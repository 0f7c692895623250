import { type SQL, sql } from "drizzle-orm";
import { STUDY_PROPERTY_IDS, type StudyPropertyName } from "../../../core/rules/study-properties";

/** A text property of study `s` in `language`, falling back to the study's default language, or ''. */
export function textProperty(name: StudyPropertyName, language: string): SQL {
  const id = STUDY_PROPERTY_IDS[name];
  return sql`coalesce((select nullif(v.saved_value, '') from study_property_values v
      where v.study_id = s.id and v.property_id = ${id} and v.language = ${language}),
    (select v.saved_value from study_property_values v
      where v.study_id = s.id and v.property_id = ${id} and v.language = s.default_language), '')`;
}
