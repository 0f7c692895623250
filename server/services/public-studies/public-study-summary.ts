import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PublicStudySummary } from "../../../core/contracts/public-studies";

/** A text of the listing `l` in the reader's language, falling back to the study's default language, or ''. */
function layText(name: "title" | "purpose", language: string | Placeholder): SQL {
  return sql`coalesce(nullif(l.lay_texts -> ${language}::text ->> ${name}::text, ''),
    l.lay_texts -> l.default_language ->> ${name}::text, '')`;
}

/** The language `layText` answers the text in (TextLanguage), by the rule of public-study-sql.ts. */
function layTextLanguage(name: "title" | "purpose", language: string | Placeholder): SQL {
  return sql`case when nullif(l.lay_texts -> ${language}::text ->> ${name}::text, '') is not null
    then ${language}::text else l.default_language end`;
}

/** The summary's columns, read from the public search's listing `l` (migrations 0031-0032). */
export function summaryColumns(language: string | Placeholder): SQL {
  return sql`l.study_num as "studyNum", ${layText("title", language)} as title,
    ${layText("purpose", language)} as purpose, l.condition_ids as conditions, l.location_ids as locations,
    l.healthy_volunteers as "healthyVolunteers", l.offers_compensation as "offersCompensation",
    ${layTextLanguage("title", language)} as "titleLanguage",
    ${layTextLanguage("purpose", language)} as "purposeLanguage"`;
}

/** A row of `summaryColumns`, its lookup ids named by `name` (in the reader's language). */
export function toPublicStudySummary(
  row: Record<string, unknown>,
  name: (id: number) => string,
): PublicStudySummary {
  return {
    studyNum: String(row.studyNum),
    title: String(row.title),
    purpose: String(row.purpose),
    conditions: (row.conditions as number[]).map(name),
    locations: (row.locations as number[]).map(name),
    healthyVolunteers: Boolean(row.healthyVolunteers),
    offersCompensation: Boolean(row.offersCompensation),
    textLanguages: { title: String(row.titleLanguage), purpose: String(row.purposeLanguage) },
  };
}
