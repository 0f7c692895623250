import { eq } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { type PostingStatus, postingStatus } from "../../../core/rules/posting-status";
import { STUDY_FIELD_LABELS } from "../../../core/rules/study-properties";
import type { Tx } from "../../db/connect";
import { studies } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { findMissingRequiredFields } from "./find-missing-required-fields";

/**
 * Locks the study row for a lifecycle change, so that two changes at once are applied one after the
 * other, and refuses with INVALID_STUDY_FIELDS while required Study Information fields are blank.
 * "Now" is read once the lock is held: a change that waited for another must not judge the study by a
 * clock read before the other was applied (it would see a just-activated study as not yet active).
 */
export async function lockStudyForLifecycle(options: {
  tx: Tx;
  studyId: number;
  /** Tests fix the clock; otherwise it is read after the lock. */
  now?: Date;
}): Promise<{ status: PostingStatus; publishable: boolean; now: Date }> {
  const [study] = await options.tx
    .select()
    .from(studies)
    .where(eq(studies.id, options.studyId))
    .for("update");
  if (!study) throw AppError.notFound("The study");
  const now = options.now ?? new Date();
  const missing = await findMissingRequiredFields({ db: options.tx, study });
  if (missing.length > 0) {
    throw new AppError(
      ERROR_CODES.invalidStudyFields,
      400,
      "Required fields on the Study Information page are blank",
      missing.map((field) => ({ field, parameters: [STUDY_FIELD_LABELS[field]] })),
    );
  }
  const status = postingStatus(
    {
      publishable: study.publishable,
      postingActivationDate: study.postingActivationDate?.getTime() ?? null,
      postingDeactivationDate: study.postingDeactivationDate?.getTime() ?? null,
      archivedDate: study.archivedDate?.getTime() ?? null,
    },
    now.getTime(),
  );
  return { status, publishable: study.publishable, now };
}
