import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import type { Rows } from "../../db/prepared-query";
import { type PreparedRead, runPreparedRead } from "../../db/prepared-read";
import { studyPropertyValues } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { waitingCountSql } from "../interested-participants/interested-row";
import { readResponseTargetDays } from "../interested-participants/response-target";
import {
  type StudySummaryRow,
  studyContactColumns,
  studySummaryColumns,
  studySummaryJoins,
  toStudySummaryRow,
} from "./study-summary-select";

export interface StudyWithProperties extends StudySummaryRow {
  /** New participants waiting past the response target without a message (interested-row.ts). */
  waitingParticipants: number;
  defaultLanguage: string;
  /** Property values in the study's default language. */
  properties: { propertyId: number; savedValue: string | null; lookupValueIds: number[] }[];
}

const READ_SQL = sql`select ${studySummaryColumns}, ${studyContactColumns}, s.default_language as "defaultLanguage",
      coalesce((select json_agg(json_build_object('propertyId', v.property_id, 'savedValue', v.saved_value,
          'lookupValueIds', v.lookup_value_ids))
        from study_property_values v where v.study_id = s.id and v.language = s.default_language), '[]') as properties,
      case when s.publishable then ${waitingCountSql(sql`s.id`, sql`${sql.placeholder("targetDays")}`)} else 0 end
        as "waitingParticipants"
    from studies s
    ${studySummaryJoins}
    where s.id = ${sql.placeholder("studyId")}`;

/** The read of a study as the dashboard shows it (alone, or with the session: http/session-read.ts). */
export async function studyRead(db: DbOrTx, studyId: number): Promise<PreparedRead> {
  return {
    key: "study-read",
    build: () => READ_SQL,
    values: { studyId, targetDays: await readResponseTargetDays(db) },
  };
}

/**
 * One study with its title, PI, counts and default-language property values; 404 when it does not
 * exist. Callers are study-scoped endpoints, whose membership the access gate has checked; `rows` are the
 * read's when the gate made it with the session.
 */
export async function readStudy(options: {
  db: DbOrTx;
  studyId: number;
  rows?: Rows | null;
}): Promise<StudyWithProperties> {
  const [raw] =
    options.rows ?? (await runPreparedRead(options.db, await studyRead(options.db, options.studyId), null));
  if (!raw) throw AppError.notFound("The study");
  const properties = typeof raw.properties === "string" ? JSON.parse(raw.properties) : raw.properties;
  return Object.assign(toStudySummaryRow(raw), {
    defaultLanguage: String(raw.defaultLanguage),
    waitingParticipants: Number(raw.waitingParticipants ?? 0),
    properties: properties as StudyWithProperties["properties"],
  });
}

/** The study's property values in one language, by property id. */
export async function readPropertyValues(options: { db: DbOrTx; studyId: number; language: string }) {
  return options.db
    .select({
      propertyId: studyPropertyValues.propertyId,
      savedValue: studyPropertyValues.savedValue,
      lookupValueIds: studyPropertyValues.lookupValueIds,
    })
    .from(studyPropertyValues)
    .where(
      and(
        eq(studyPropertyValues.studyId, options.studyId),
        eq(studyPropertyValues.language, options.language),
      ),
    );
}
