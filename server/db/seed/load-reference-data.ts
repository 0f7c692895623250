import type { DbOrTx } from "../connect";
import {
  applicationSettings,
  criterionVariables,
  jobs,
  lookupValues,
  notificationSettings,
  studyProperties,
} from "../schema/index";
import {
  applicationSettingSeeds,
  criterionVariableSeeds,
  jobSeeds,
  notificationSettingSeeds,
  studyPropertySeeds,
} from "./reference/definitions";
import { lookupValueSeeds } from "./reference/lookup-values";
import { loadQuestionBank } from "./reference/question-bank";
import { refreshColumns } from "./refresh-columns";

/**
 * Loads or refreshes the reference data every start needs. Published texts are updated in place, a row
 * only when it changed; values an administrator may edit (settings, job schedules) are only inserted when
 * missing.
 */
export async function loadReferenceData(db: DbOrTx, options: { applicationUrl: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(lookupValues)
      .values(lookupValueSeeds.map((seed, index) => ({ ...seed, orderNum: index })))
      .onConflictDoUpdate({
        target: lookupValues.id,
        ...refreshColumns(lookupValues, ["type", "name", "displayText", "translations", "orderNum"]),
      });
    await tx
      .insert(studyProperties)
      .values(studyPropertySeeds.map((seed, index) => ({ ...seed, orderNum: index })))
      .onConflictDoUpdate({
        target: studyProperties.id,
        ...refreshColumns(studyProperties, ["name", "valueType", "lookupType", "translatable"]),
      });
    await tx
      .insert(criterionVariables)
      .values([...criterionVariableSeeds])
      .onConflictDoUpdate({
        target: criterionVariables.id,
        ...refreshColumns(criterionVariables, ["name", "type", "displayText"]),
      });
    await tx
      .insert(notificationSettings)
      .values(notificationSettingSeeds)
      .onConflictDoUpdate({
        target: notificationSettings.name,
        ...refreshColumns(notificationSettings, ["displayText", "frequencies"]),
      });
    await tx
      .insert(applicationSettings)
      .values(applicationSettingSeeds(options.applicationUrl))
      .onConflictDoNothing({ target: applicationSettings.name });
    // A job's schedule is the administrator's; what it is and does is ours.
    await tx
      .insert(jobs)
      .values(jobSeeds)
      .onConflictDoUpdate({ target: jobs.name, ...refreshColumns(jobs, ["group", "description"]) });
    await loadQuestionBank(tx);
  });
}
