import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { labels } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";

/** Deletes one of the study's labels; it leaves every participant with it (by cascade). 404 for any other. */
export async function deleteLabel(options: { db: Db; studyId: number; labelId: number }): Promise<void> {
  const deleted = await options.db
    .delete(labels)
    .where(and(eq(labels.id, options.labelId), eq(labels.studyId, options.studyId)))
    .returning({ id: labels.id });
  if (deleted.length === 0) throw AppError.notFound("The label");
}
