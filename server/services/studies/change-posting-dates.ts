import { eq } from "drizzle-orm";
import type { PostingDatePatch } from "../../../core/contracts/studies";
import type { Db } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { requestStudyMatching } from "../matching/request-matching";
import { lockStudyForLifecycle } from "./lock-study-for-lifecycle";
import { type PostingChange, planPostingChange } from "./plan-posting-change";

/** Activates, deactivates or moves the deactivation date of a study, as the patch and its state say. */
export async function changePostingDates(options: {
  db: Db;
  studyId: number;
  patch: PostingDatePatch;
  now?: Date;
}): Promise<PostingChange> {
  return options.db.transaction(async (tx) => {
    const locked = await lockStudyForLifecycle({ tx, studyId: options.studyId, now: options.now });
    const { status, publishable, now } = locked;
    const change = planPostingChange({ status, publishable, patch: options.patch, now });
    const values =
      change.action === "ACTIVATE"
        ? {
            postingActivationDate: change.activation,
            postingDeactivationDate: change.deactivation,
            updatedAt: now,
          }
        : { postingDeactivationDate: change.deactivation, updatedAt: now };
    await tx.update(studies).set(values).where(eq(studies.id, options.studyId));
    // Activation brings matches, deactivation takes them away (DESIGN.md §7).
    await requestStudyMatching(tx, options.studyId);
    return change;
  });
}
