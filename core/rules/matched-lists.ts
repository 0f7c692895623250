/**
 * The four matched participant lists of spec 000 §2.5 and the rules of who may act on them (§2.5, §2.6,
 * §4.3, §6). One definition for the server's conditional moves and the web's buttons and texts.
 */
export const MATCHED_STATUSES = ["EXACT", "PARTIAL", "ASKED_IF_INTERESTED", "DISMISSED"] as const;
export type MatchedStatus = (typeof MATCHED_STATUSES)[number];

export const MATCHED_LISTS = ["exact", "partial", "asked", "dismissed"] as const;
export type MatchedList = (typeof MATCHED_LISTS)[number];

export const STATUS_OF_LIST: Record<MatchedList, MatchedStatus> = {
  exact: "EXACT",
  partial: "PARTIAL",
  asked: "ASKED_IF_INTERESTED",
  dismissed: "DISMISSED",
};

/** Statuses a participant can be moved from, and to (§4.3). */
export const MOVABLE_STATUSES = ["EXACT", "PARTIAL"] as const;
export const MOVE_TARGETS = ["ASKED_IF_INTERESTED", "DISMISSED"] as const;
export type MovableStatus = (typeof MOVABLE_STATUSES)[number];
export type MoveTarget = (typeof MOVE_TARGETS)[number];

export function isMatchedList(value: string): value is MatchedList {
  return (MATCHED_LISTS as readonly string[]).includes(value);
}

export const MATCHED_LIST_HEADINGS: Record<MatchedList, string> = {
  exact: "Exact Matches",
  partial: "Partial Matches",
  asked: "Asked If Interested",
  dismissed: "Dismissed",
};

export const MATCHED_TEXTS = {
  askedReadOnly: "You cannot take actions on asked participants.",
  inactive: "You cannot take actions on participants while the study is inactive.",
  notActive: "Your study cannot have matched participants because it isn't active.",
  matchingUnfinished: "We are working on finding your matches. For the latest results, refresh this page.",
  ageNotSpecified: "Age not specified",
  beginningOfList: "Beginning of List",
  endOfList: "End of list",
  lastParticipant: "That was the last participant in the list.",
  noLongerInList: "Participant no longer in list",
  refreshList: "OK, refresh list",
  contactHidden: "This information will be made available once the participant has shown interest.",
  askUnsuccessful: "Ask unsuccessful",
  dismissUnsuccessful: "Dismiss unsuccessful",
  nextParticipant: "OK, next participant",
  empty: "There are no participants in this list.",
} as const;

/** The hidden-marker value that stands in for a contact detail before the volunteer shows interest (§2.6). */
export const CONTACT_INFO_HIDDEN = "CONTACT_INFO_HIDDEN";

export interface MatchedListActions {
  ask: boolean;
  dismiss: boolean;
  /** Why there are no actions, when there are none. */
  notice: string | null;
}

/**
 * What the team may do on a list: ask and dismiss exact and partial participants of an active study;
 * the asked list is read-only and the dismissed list view-only (§2.5, §4.3).
 */
export function matchedListActions(list: MatchedList, studyActive: boolean): MatchedListActions {
  const movable = list === "exact" || list === "partial";
  if (!studyActive) {
    return { ask: false, dismiss: false, notice: movable ? MATCHED_TEXTS.notActive : MATCHED_TEXTS.inactive };
  }
  if (list === "asked") return { ask: false, dismiss: false, notice: MATCHED_TEXTS.askedReadOnly };
  return { ask: movable, dismiss: movable, notice: null };
}
