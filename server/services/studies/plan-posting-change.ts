import type { PostingDatePatch } from "../../../core/contracts/studies";
import { availableLifecycleActions } from "../../../core/rules/lifecycle";
import type { PostingStatus } from "../../../core/rules/posting-status";
import { AppError } from "../../errors/app-error";

export type PostingChange =
  | { action: "ACTIVATE"; activation: Date; deactivation: Date }
  | { action: "DEACTIVATE"; deactivation: Date }
  | { action: "EDIT_DEACTIVATION_DATE"; deactivation: Date };

/** The client's clock may run behind the server's: a "now" this close to ours still means now. */
const CLOCK_SKEW_MS = 5 * 60_000;

function refuse(message: string): never {
  throw new AppError("INVALID_POSTING_CHANGE", 400, message, [
    { field: "postingDeactivationDate", parameters: [message] },
  ]);
}

/**
 * Reads a json-patch of the posting dates as one of the lifecycle actions the study's state offers
 * (spec 000 §4.2), or refuses it. The server's clock decides "now": activation and deactivation happen
 * at the moment of the request.
 *  - both dates on an inactive study: Activate, with a deactivation date in the future;
 *  - the deactivation date alone, at or before now, on an active study: Deactivate;
 *  - the deactivation date alone, in the future, on an active study: Edit deactivation date.
 */
export function planPostingChange(options: {
  status: PostingStatus;
  publishable: boolean;
  patch: PostingDatePatch;
  now: Date;
}): PostingChange {
  const { status, patch, now } = options;
  const offered = availableLifecycleActions(status);
  const activation = patch.find((op) => op.path === "/postingActivationDate");
  const deactivation = patch.find((op) => op.path === "/postingDeactivationDate");
  if (status.status === "ARCHIVED") refuse("An archived study must be unarchived first");
  if (!deactivation) refuse("A deactivation date is required");
  if (activation) {
    if (!offered.includes("ACTIVATE")) refuse("Only an inactive study can be activated");
    if (!options.publishable) {
      throw new AppError(
        "STUDY_NOT_PUBLISHABLE",
        400,
        "The study needs administrative review approval before it can be activated",
      );
    }
    if (deactivation.value <= now.getTime()) refuse("The deactivation date must be in the future");
    return { action: "ACTIVATE", activation: now, deactivation: new Date(deactivation.value) };
  }
  if (!offered.includes("DEACTIVATE"))
    refuse("Only an active study can be deactivated or have its deactivation date changed");
  if (deactivation.value <= now.getTime() + CLOCK_SKEW_MS) return { action: "DEACTIVATE", deactivation: now };
  return { action: "EDIT_DEACTIVATION_DATE", deactivation: new Date(deactivation.value) };
}
