import { and, eq } from "drizzle-orm";
import { DEFAULT_ASK_NOTE_NAME } from "../../../core/contracts/message-templates";
import type { DbOrTx } from "../../db/connect";
import { messageTemplates } from "../../db/schema/index";

/** The text of the study's default ask note, or null when the team has not written one. */
export async function readDefaultAskNote(db: DbOrTx, studyId: number): Promise<string | null> {
  const [row] = await db
    .select({ text: messageTemplates.text })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.studyId, studyId),
        eq(messageTemplates.type, "ASK_IF_INTERESTED"),
        eq(messageTemplates.name, DEFAULT_ASK_NOTE_NAME),
      ),
    )
    .limit(1);
  return row?.text ?? null;
}
