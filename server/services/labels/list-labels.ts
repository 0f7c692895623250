import { asc, eq, sql } from "drizzle-orm";
import type { Label } from "../../../core/contracts/labels";
import type { DbOrTx } from "../../db/connect";
import { labels } from "../../db/schema/index";

/** The study's labels by name. */
export function listLabels(options: { db: DbOrTx; studyId: number }): Promise<Label[]> {
  return options.db
    .select({ id: labels.id, studyId: labels.studyId, name: labels.name, style: labels.style })
    .from(labels)
    .where(eq(labels.studyId, options.studyId))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
}
