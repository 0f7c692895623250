import { DAY_MS } from "./limits";
import type { PostingStatus } from "./posting-status";

export type LifecycleAction = "ACTIVATE" | "DEACTIVATE" | "ARCHIVE" | "UNARCHIVE" | "EDIT_DEACTIVATION_DATE";

/**
 * The lifecycle actions offered in each posting state (spec 000 §4.2): an active study offers Deactivate
 * (and editing its deactivation date), an archived one Unarchive, an inactive one Activate and Archive.
 */
export function availableLifecycleActions(status: PostingStatus): LifecycleAction[] {
  switch (status.status) {
    case "ACTIVE":
      return ["DEACTIVATE", "EDIT_DEACTIVATION_DATE"];
    case "ARCHIVED":
      return ["UNARCHIVE"];
    case "INACTIVE":
      return ["ACTIVATE", "ARCHIVE"];
  }
}

/** Whole days left before deactivation, rounded up; the notice shows at 14 or fewer (spec 000 §4.2). */
export function daysUntilDeactivation(deactivation: number, now: number): number {
  return Math.ceil((deactivation - now) / DAY_MS);
}
