import { eq } from "drizzle-orm";
import type { StudyPropertyValuesPatch } from "../../../core/contracts/studies";
import type { Db } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { lockStudyForLifecycle } from "./lock-study-for-lifecycle";

function refuse(field: string, message: string): never {
  throw new AppError("INVALID_PROPERTY_VALUE", 400, message, [{ field, parameters: [message] }]);
}

/**
 * Applies the lifecycle property values (spec 000 §7 merge-patch): archivedDate set archives an inactive
 * study (at the server's now), null unarchives an archived one; enrollmentNumber is recorded with a
 * deactivation. Every change is refused while required Study Information fields are blank.
 */
export async function changeLifecycleProperties(options: {
  db: Db;
  studyId: number;
  patch: StudyPropertyValuesPatch;
  now?: Date;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const { status, now } = await lockStudyForLifecycle({ tx, studyId: options.studyId, now: options.now });
    const update: Partial<typeof studies.$inferInsert> = { updatedAt: now };
    for (const value of options.patch) {
      if (value.name === "enrollmentNumber") {
        if (status.status === "ARCHIVED") refuse("enrollmentNumber", "An archived study cannot be changed");
        update.enrollmentNumber = value.savedValue;
      } else if (value.savedValue === null) {
        if (status.status !== "ARCHIVED") refuse("archivedDate", "Only an archived study can be unarchived");
        update.archivedDate = null;
      } else {
        if (status.status !== "INACTIVE") refuse("archivedDate", "Only an inactive study can be archived");
        update.archivedDate = now;
      }
    }
    await tx.update(studies).set(update).where(eq(studies.id, options.studyId));
  });
}
