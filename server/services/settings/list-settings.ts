import { asc, eq } from "drizzle-orm";
import type { ApplicationSetting } from "../../../core/contracts/application-settings";
import type { DbOrTx } from "../../db/connect";
import { applicationSettings } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";

/** Every application setting, by group and name. */
export function listSettings(db: DbOrTx): Promise<ApplicationSetting[]> {
  return db
    .select()
    .from(applicationSettings)
    .orderBy(asc(applicationSettings.group), asc(applicationSettings.name));
}

/** One application setting; 404 when there is none with that id. */
export async function readSettingById(db: DbOrTx, id: number): Promise<ApplicationSetting> {
  const [row] = await db.select().from(applicationSettings).where(eq(applicationSettings.id, id));
  if (!row) throw AppError.notFound("The setting");
  return row;
}
