import type { DbOrTx } from "../../db/connect";
import { supportAudits } from "../../db/schema/index";

export type SupportAction = (typeof supportAudits.$inferInsert)["action"];

/** One row of the support audit: who did what to whom (spec 001: every customer-support action). */
export async function recordSupportAction(
  db: DbOrTx,
  entry: {
    actorUserId: number;
    subjectUserId: number | null;
    action: SupportAction;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(supportAudits).values(Object.assign({}, entry, { details: entry.details ?? {} }));
}
