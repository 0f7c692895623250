/** Why an inactive study is inactive (spec 000 §4.1). */
export type InactiveReason = "NOT_PUBLISHABLE" | "NEVER_ACTIVATED" | "NOT_MARKED_TO_BE_ACTIVE_NOW";

export type PostingStatus =
  | { status: "ACTIVE" }
  | { status: "ARCHIVED" }
  | { status: "INACTIVE"; reason: InactiveReason };

export interface PostingFields {
  publishable: boolean;
  /** Epoch milliseconds, or null. */
  postingActivationDate: number | null;
  postingDeactivationDate: number | null;
  archivedDate: number | null;
}

/**
 * The posting status, computed the same way by server and web. Archived wins over dates; active
 * means publishable and activation ≤ now < deactivation.
 */
export function postingStatus(study: PostingFields, now: number): PostingStatus {
  if (study.archivedDate !== null) return { status: "ARCHIVED" };
  const { postingActivationDate: from, postingDeactivationDate: to } = study;
  if (study.publishable && from !== null && to !== null && now >= from && now < to)
    return { status: "ACTIVE" };
  if (!study.publishable) return { status: "INACTIVE", reason: "NOT_PUBLISHABLE" };
  if (from === null || to === null || from === to) return { status: "INACTIVE", reason: "NEVER_ACTIVATED" };
  return { status: "INACTIVE", reason: "NOT_MARKED_TO_BE_ACTIVE_NOW" };
}
