/**
 * When a navigation gives the focus to the new page's heading (decision 017). A screen reader then reads
 * where the reader now is, and the next Tab starts in the page rather than in the header left behind.
 * Typed over any node so that the rule is tested without a DOM.
 */

/**
 * A navigation shows a new page when the main heading it leaves is gone: a different heading, or none yet
 * while the page's code and data arrive. A tab or filter within one page keeps its heading, and the focus
 * stays on the control the reader used.
 */
export function showsNewPage<T>(headingNow: T | null, headingBefore: T | null): boolean {
  return headingNow === null || headingNow !== headingBefore;
}

/**
 * The heading takes the focus only while nobody else has placed it: the focus is still where the navigation
 * left it (the link that was followed) or nowhere (that link went with the old page). A page that focuses a
 * field of its own, and a reader who moved on while the page loaded, keep theirs.
 */
export function headingMayTakeFocus<T>(active: T | null, activeAtNavigation: T | null, body: T): boolean {
  return active === null || active === body || active === activeAtNavigation;
}
