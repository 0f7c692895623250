/** The `page` query value (spec 000 §2.3): a positive whole number, anything else is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
