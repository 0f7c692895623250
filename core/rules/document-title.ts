/**
 * The browser tab's title for a page: its main heading, then the app's name (WCAG 2.4.2: every page has a
 * title that says what it is, and one tab can be told from another). The app's name alone while the page
 * has no heading yet. The browser titles each page as it shows (web/app/layout/title-from-heading.tsx);
 * the server its first pages, before any script runs (server/http/plugins/server-rendering.ts).
 * A heading that names a volunteer gives the tab other words (`TAB_TITLE_ATTRIBUTE`).
 */
export function documentTitle(heading: string | null | undefined, brand: string): string {
  const text = (heading ?? "").replace(/\s+/g, " ").trim();
  return text ? `${text} – ${brand}` : brand;
}

/**
 * On a main heading that names a volunteer (a conversation, a support agent's participant page): the words
 * the tab says instead. A tab's title goes into the browser's history, and from there into any account the
 * browser syncs it to; a volunteer's name beside a study's number says what they may be treated for.
 */
export const TAB_TITLE_ATTRIBUTE = "data-tab-title";

/** The props that give a main heading's tab other words (`TAB_TITLE_ATTRIBUTE`). */
export function tabTitleProps(words: string): { [TAB_TITLE_ATTRIBUTE]: string } {
  return { [TAB_TITLE_ATTRIBUTE]: words };
}

/**
 * What a page rendered as markup gives its tab: its first `h1`'s words for the tab, or else that heading's
 * text. Both as the markup writes them, entities still escaped, as a `<title>` takes them.
 */
export function tabWordsOfMarkup(markup: string): string | undefined {
  const [, attributes = "", text] = /<h1\b([^>]*)>([\s\S]*?)<\/h1>/.exec(markup) ?? [];
  const tabWords = new RegExp(`\\s${TAB_TITLE_ATTRIBUTE}="([^"]*)"`).exec(attributes)?.[1];
  return tabWords ?? text?.replace(/<[^>]*>/g, "");
}
