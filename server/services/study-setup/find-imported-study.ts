import { eq } from "drizzle-orm";
import type { ImportedStudy } from "../../../core/contracts/study-setup";
import type { DbOrTx } from "../../db/connect";
import { importedStudies } from "../../db/schema/index";

export type ImportedStudyRow = typeof importedStudies.$inferSelect;

/** The IRB record loaded by study imports for this number, or null. */
export async function findImportedStudyRow(db: DbOrTx, studyNum: string): Promise<ImportedStudyRow | null> {
  const [row] = await db.select().from(importedStudies).where(eq(importedStudies.studyNum, studyNum));
  return row ?? null;
}

export function presentImportedStudy(row: ImportedStudyRow): ImportedStudy {
  return {
    id: row.studyNum,
    description: row.description,
    publishable: row.publishable,
    valid: row.valid,
    pi: { firstName: row.piFirstName, middleName: row.piMiddleName, lastName: row.piLastName },
  };
}
