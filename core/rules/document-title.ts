/**
 * The browser tab's title for a page: its main heading, then the app's name (WCAG 2.4.2: every page has a
 * title that says what it is, and one tab can be told from another). The app's name alone while the page
 * has no heading yet. The browser titles each page as it shows (web/app/layout/title-from-heading.tsx);
 * the server its first pages, before any script runs (server/http/plugins/server-rendering.ts).
 */
export function documentTitle(heading: string | null | undefined, brand: string): string {
  const text = (heading ?? "").replace(/\s+/g, " ").trim();
  return text ? `${text} – ${brand}` : brand;
}
