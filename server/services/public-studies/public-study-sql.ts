import { type SQL, sql } from "drizzle-orm";
import { STUDY_PROPERTY_IDS, type StudyPropertyName } from "../../../core/rules/study-properties";

/**
 * A text property of study `s` in `language` (a code, EN, or an expression giving one), falling back to
 * the study's default language, or ''.
 */
export function textProperty(name: StudyPropertyName, language: string | SQL): SQL {
  const id = STUDY_PROPERTY_IDS[name];
  return sql`coalesce((select nullif(v.saved_value, '') from study_property_values v
      where v.study_id = s.id and v.property_id = ${id} and v.language = ${language}),
    (select v.saved_value from study_property_values v
      where v.study_id = s.id and v.property_id = ${id} and v.language = s.default_language), '')`;
}

/**
 * The language `textProperty` answers the text in (TextLanguage): `language` where study `s` has the text in
 * it, otherwise the study's own. The public listing keeps the same rule on its copy of the texts
 * (public-study-summary.ts).
 */
function textLanguage(name: StudyPropertyName, language: string): SQL {
  return sql`case when exists (select 1 from study_property_values v where v.study_id = s.id
      and v.property_id = ${STUDY_PROPERTY_IDS[name]} and v.language = ${language} and v.saved_value <> '')
    then ${language}::text else s.default_language end`;
}

/** Two columns: the text (`textProperty`) under its name, and its language (`textLanguage`) as `<name>Language`. */
export function textColumns(name: StudyPropertyName, language: string): SQL {
  return sql`${textProperty(name, language)} as ${sql.identifier(name)},
    ${textLanguage(name, language)} as ${sql.identifier(`${name}Language`)}`;
}
