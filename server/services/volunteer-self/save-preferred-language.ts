import { eq } from "drizzle-orm";
import type { UiLanguage } from "../../../core/rules/ui-languages";
import type { DbOrTx } from "../../db/connect";
import { users } from "../../db/schema/index";

/** Keeps the language a volunteer chose for the pages: their e-mails are written in it from now on. */
export async function savePreferredLanguage(db: DbOrTx, userId: number, language: UiLanguage): Promise<void> {
  await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
}
