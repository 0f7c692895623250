import { and, eq, sql } from "drizzle-orm";
import { LABEL_DUPLICATED_NAME, type LabelBody } from "../../../core/contracts/labels";
import type { Db } from "../../db/connect";
import { labels } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../errors/app-error";

/**
 * Adds a label to the study, or renames and recolours one of its labels (404 for any other); a name the
 * study already has, case aside, answers 400 LABEL_DUPLICATED_NAME. Answers the label's id.
 */
export async function saveLabel(options: {
  db: Db;
  studyId: number;
  body: LabelBody;
  labelId?: number;
}): Promise<number> {
  const { db, studyId, body } = options;
  const values = { name: body.name, style: body.style };
  try {
    if (options.labelId === undefined) {
      const [row] = await db
        .insert(labels)
        .values(Object.assign({}, values, { studyId }))
        .returning({ id: labels.id });
      if (!row) throw new Error("label insert failed");
      return row.id;
    }
    const labelId = options.labelId;
    const [row] = await db.transaction(async (tx) => {
      // The rows that show the label first, then the label: migration 0056 rewrites their copy of its
      // name, and a label change for a participant locks in that order too (its row, then the count).
      await tx.execute(sql`select 1 from study_volunteers sv where sv.id in (select x.study_volunteer_id
        from study_volunteer_labels x where x.label_id = ${labelId}) order by sv.id for update`);
      return tx
        .update(labels)
        .set(values)
        .where(and(eq(labels.id, labelId), eq(labels.studyId, studyId)))
        .returning({ id: labels.id });
    });
    if (!row) throw AppError.notFound("The label");
    return row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw AppError.invalid(LABEL_DUPLICATED_NAME, "A label with this name already exists", [
      { field: "name", message: "A label with this name already exists" },
    ]);
  }
}
