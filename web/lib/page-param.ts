/** How many pages a list of `totalCount` rows takes, `pageSize` a page; an empty list is one page. */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The `page` query value (spec 000 §2.3): a positive whole number, anything else is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The row a page starts after (or before): the last (or first) row of the page the user came from. */
export interface PageCursor {
  after?: number;
  before?: number;
}

const ROW_ID = /^[1-9]\d{0,9}$/;

/** The cursor of the address (`after` or `before`, a row id), or none. */
export function cursorFromSearch(search: URLSearchParams): PageCursor {
  const after = search.get("after") ?? "";
  const before = search.get("before") ?? "";
  if (ROW_ID.test(after)) return { after: Number(after) };
  if (ROW_ID.test(before)) return { before: Number(before) };
  return {};
}

/**
 * The address of page `to`, reached from page `from` showing `rows`: Next names the last row shown and
 * Previous the first, so that the server reads the page from that row however deep it lies; page 1 and
 * any jump are the page number alone.
 */
export function pageSearch(
  from: number,
  to: number,
  rows: readonly { id: number }[],
): Record<string, string> {
  const search: Record<string, string> = { page: String(to) };
  const last = rows.at(-1);
  const first = rows[0];
  if (to > 1 && to === from + 1 && last) search.after = String(last.id);
  if (to > 1 && to === from - 1 && first) search.before = String(first.id);
  return search;
}
