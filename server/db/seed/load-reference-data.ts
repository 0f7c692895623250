import { sql } from "drizzle-orm";
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

/**
 * Loads or refreshes the reference data every start needs. Published texts are updated in place;
 * values an administrator may edit (settings, job schedules) are only inserted when missing.
 */
export async function loadReferenceData(db: DbOrTx, options: { applicationUrl: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(lookupValues)
      .values(lookupValueSeeds.map((seed, index) => ({ ...seed, orderNum: index })))
      .onConflictDoUpdate({
        target: lookupValues.id,
        set: {
          type: sql`excluded.type`,
          name: sql`excluded.name`,
          displayText: sql`excluded.display_text`,
          translations: sql`excluded.translations`,
          orderNum: sql`excluded.order_num`,
        },
      });
    await tx
      .insert(studyProperties)
      .values(studyPropertySeeds.map((seed, index) => ({ ...seed, orderNum: index })))
      .onConflictDoUpdate({
        target: studyProperties.id,
        set: {
          name: sql`excluded.name`,
          valueType: sql`excluded.value_type`,
          lookupType: sql`excluded.lookup_type`,
          translatable: sql`excluded.translatable`,
        },
      });
    await tx
      .insert(criterionVariables)
      .values([...criterionVariableSeeds])
      .onConflictDoUpdate({
        target: criterionVariables.id,
        set: { name: sql`excluded.name`, type: sql`excluded.type`, displayText: sql`excluded.display_text` },
      });
    await tx
      .insert(notificationSettings)
      .values(notificationSettingSeeds)
      .onConflictDoUpdate({
        target: notificationSettings.name,
        set: { displayText: sql`excluded.display_text`, frequencies: sql`excluded.frequencies` },
      });
    await tx
      .insert(applicationSettings)
      .values(applicationSettingSeeds(options.applicationUrl))
      .onConflictDoNothing({ target: applicationSettings.name });
    await tx.insert(jobs).values(jobSeeds).onConflictDoNothing({ target: jobs.name });
    await loadQuestionBank(tx);
  });
}
