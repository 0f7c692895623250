/**
 * The interested participants lists of spec 000 §2.7 and §4.4: four statuses, the All view and one list
 * per label. One definition for the server's filters and the web's navigation and titles.
 */
export const INTERESTED_STATUSES = ["NEW", "ELIGIBLE", "INELIGIBLE", "PENDING"] as const;
export type InterestedStatus = (typeof INTERESTED_STATUSES)[number];

/** A status as the lists, rows, menus and the export name it. */
export const INTERESTED_STATUS_NAMES: Record<InterestedStatus, string> = {
  NEW: "New",
  ELIGIBLE: "Eligible",
  INELIGIBLE: "Ineligible",
  PENDING: "Pending",
};

/** A status badge's background, under white text at WCAG AA contrast (4.5:1 or more; unit-tested). */
export const INTERESTED_STATUS_COLORS: Record<InterestedStatus, string> = {
  NEW: "#1864ab",
  ELIGIBLE: "#2a6b30",
  INELIGIBLE: "#a61e1e",
  PENDING: "#8a4500",
};

export const INTERESTED_LISTS = ["new", "eligible", "ineligible", "pending", "all"] as const;
export type InterestedList = (typeof INTERESTED_LISTS)[number];

/** The status a list shows; All shows every status. */
export const STATUS_OF_INTERESTED_LIST: Record<InterestedList, InterestedStatus | null> = {
  new: "NEW",
  eligible: "ELIGIBLE",
  ineligible: "INELIGIBLE",
  pending: "PENDING",
  all: null,
};

export function isInterestedList(value: string): value is InterestedList {
  return (INTERESTED_LISTS as readonly string[]).includes(value);
}

/** List titles; %s becomes an s unless the count is one (spec 000 §2.7). */
export const INTERESTED_LIST_TITLES: Record<InterestedList, string> = {
  new: "New Participant%s",
  eligible: "Eligible Participant%s",
  ineligible: "Ineligible Participant%s",
  pending: "Pending Participant%s",
  all: "Total Participant%s",
};
export const LABELED_LIST_TITLE = "Participant%s Labeled";

/** A title for a count: 'New Participant' for one, 'New Participants' otherwise. */
export function countedTitle(template: string, count: number): string {
  return template.replace("%s", count === 1 ? "" : "s");
}

/** Name search (spec 000 §5, §9): from 3 characters, 333 ms after the last keystroke. */
export const NAME_SEARCH_MIN_LENGTH = 3;
export const NAME_SEARCH_MAX_LENGTH = 100;
export const NAME_SEARCH_DEBOUNCE_MS = 333;
export const NAME_SEARCH_MAX_RESULTS = 20;

/** 'Waiting N days' on a New participant past the response target (beyond the spec). */
export function waitingText(days: number): string {
  return `Waiting ${days} day${days === 1 ? "" : "s"}`;
}

export const INTERESTED_TEXTS = {
  exportNote: "The file download might take a while.",
  notPublishable:
    "This study needs administrative review approval before its participants can be listed or exported.",
  noResults: "No results found",
  sortedBy: "Sorted by date of interest",
  empty: "There are no participants in this list yet",
  listsAndLabels: "Lists & Labels",
} as const;
