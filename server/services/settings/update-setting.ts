import { eq } from "drizzle-orm";
import type { ApplicationSetting } from "../../../core/contracts/application-settings";
import { settingValueProblem } from "../../../core/rules/application-settings";
import type { Db } from "../../db/connect";
import { applicationSettings } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { invalidateCache } from "./cache-sync";
import { readSettingById } from "./list-settings";

/** Replaces a setting's value after checking it against the setting's type; every instance re-reads it. */
export async function updateSetting(options: {
  db: Db;
  id: number;
  value: string;
}): Promise<ApplicationSetting> {
  const setting = await readSettingById(options.db, options.id);
  const problem = settingValueProblem(setting.valueType, options.value);
  if (problem) {
    throw AppError.invalid("INVALID_SETTING_VALUE", problem, [{ field: "value", message: problem }]);
  }
  const [updated] = await options.db
    .update(applicationSettings)
    .set({ value: options.value })
    .where(eq(applicationSettings.id, options.id))
    .returning();
  if (!updated) throw AppError.notFound("The setting");
  await invalidateCache(options.db, "settings");
  return updated;
}
