import type { InterestedStatus } from "../../../../core/rules/interested-lists";

/** A status as the lists, rows and menus name it. */
export const STATUS_NAMES: Record<InterestedStatus, string> = {
  NEW: "New",
  ELIGIBLE: "Eligible",
  INELIGIBLE: "Ineligible",
  PENDING: "Pending",
};
