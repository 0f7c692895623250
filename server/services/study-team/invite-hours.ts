import { DEFAULT_TEAM_INVITE_HOURS } from "../../../core/rules/study-team";
import type { DbOrTx } from "../../db/connect";
import { readSetting } from "../settings/read-setting";

/** How long an invitation stays valid: the STUDY_TEAM_INVITE_GRACE_PERIOD setting, in hours. */
export async function inviteHours(db: DbOrTx): Promise<number> {
  const value = Number(await readSetting({ db, name: "STUDY_TEAM_INVITE_GRACE_PERIOD" }));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TEAM_INVITE_HOURS;
}
