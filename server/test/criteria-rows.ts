import { eq } from "drizzle-orm";
import { BOOLEAN_TRUE_ID } from "../../core/rules/lookup-ids";
import type { DbOrTx } from "../db/connect";
import { criterionClauses, criterionExpressions, eligibilityCriteria, studies } from "../db/schema/index";

export const ADULTS_TYPE_ID = 265000;

/** Saved criteria for adults with one group: age 30-50 and no metal implants (variables 1 and 12). */
export async function writeAdultsWithoutImplantsCriteria(db: DbOrTx, studyId: number): Promise<void> {
  await db
    .update(studies)
    .set({ participantTypeIds: [ADULTS_TYPE_ID], matchingCriteria: null })
    .where(eq(studies.id, studyId));
  const [group] = await db
    .insert(eligibilityCriteria)
    .values({ studyId, name: "Group 1", orderNum: 1 })
    .returning();
  const [clause] = await db
    .insert(criterionClauses)
    .values({ criterionId: group?.id as number, orderNum: 1, clauseConnector: "TERMINAL" })
    .returning();
  await db.insert(criterionExpressions).values([
    { clauseId: clause?.id as number, orderNum: 1, operator: "BETWEEN", variableId: 1, savedValue: "30:50" },
    {
      clauseId: clause?.id as number,
      orderNum: 2,
      operator: "NOT_EQUAL",
      variableId: 12,
      lookupValueIds: [BOOLEAN_TRUE_ID],
    },
  ]);
}
