import type { DbOrTx } from "../../db/connect";
import { readSetting } from "../settings/read-setting";

export const DEFAULT_RESPONSE_TARGET_DAYS = 7;

/**
 * Days a study team has to answer a volunteer's interest (the INTERESTED_RESPONSE_TARGET_DAYS setting,
 * 7 unless an administrator changed it): volunteers' most common complaint about registries is showing
 * interest and never hearing back, so New participants waiting longer without a message are marked.
 */
export async function readResponseTargetDays(db: DbOrTx): Promise<number> {
  const value = Number(await readSetting({ db, name: "INTERESTED_RESPONSE_TARGET_DAYS" }));
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_RESPONSE_TARGET_DAYS;
}
