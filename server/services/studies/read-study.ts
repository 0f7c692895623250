import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { studyPropertyValues } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import {
  type StudySummaryRow,
  studySummaryColumns,
  studySummaryJoins,
  toStudySummaryRow,
} from "./study-summary-select";

/** One study with its title, PI and counts; 404 when it does not exist. */
export async function readStudy(options: { db: DbOrTx; studyId: number }): Promise<StudySummaryRow> {
  const result = await options.db.execute(sql`
    select ${studySummaryColumns}
    from studies s
    ${studySummaryJoins}
    where s.id = ${options.studyId}`);
  const [raw] = sqlRows(result);
  if (!raw) throw AppError.notFound("The study");
  return toStudySummaryRow(raw);
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
