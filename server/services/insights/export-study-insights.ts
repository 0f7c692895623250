import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { studies } from "../../db/schema";
import { type InsightsCsvRow, insightsCsvRows } from "./insights-csv";
import { readStudyInsights } from "./read-study-insights";

/** The insights' figures as CSV rows, and the file's name after the study's number. */
export async function exportStudyInsights(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<{ filename: string; rows: InsightsCsvRow[] }> {
  const [study] = await options.db
    .select({ studyNum: studies.studyNum })
    .from(studies)
    .where(eq(studies.id, options.studyId));
  const insights = await readStudyInsights(options);
  const number = String(study?.studyNum ?? options.studyId).replace(/[^A-Za-z0-9_-]/g, "_");
  return { filename: `${number}-insights.csv`, rows: insightsCsvRows(insights) };
}
