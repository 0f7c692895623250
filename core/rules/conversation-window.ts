import { CONVERSATION_WINDOW } from "./limits";

/**
 * Where a conversation opens (spec 000 §4.6): at the first unread message from the volunteer, else at the
 * last ten; it runs to the newest message. `firstUnread` is that message's index in time order, or null.
 */
export function openingIndex(totalCount: number, firstUnread: number | null): number {
  if (firstUnread !== null && firstUnread >= 0 && firstUnread < totalCount) return firstUnread;
  return Math.max(0, totalCount - CONVERSATION_WINDOW);
}

/** 'Show previous messages': ten further back, never below 0. */
export function previousIndex(fromIndex: number): number {
  return Math.max(0, fromIndex - CONVERSATION_WINDOW);
}
