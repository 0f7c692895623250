import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { applicationSettings } from "../../db/schema/index";

/** The current value of an application setting, or null when it does not exist. */
export async function readSetting(options: { db: DbOrTx; name: string }): Promise<string | null> {
  const [row] = await options.db
    .select({ value: applicationSettings.value })
    .from(applicationSettings)
    .where(eq(applicationSettings.name, options.name));
  return row?.value ?? null;
}
