/**
 * The languages the volunteers' pages are written in (issue 25): each has a catalog under web/locales/.
 * They are the language codes of SUPPORTED_LANGUAGES, lower-cased; a configured language without a
 * catalog reads the pages in the default one.
 */
export const UI_LANGUAGES = ["en", "es"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Each language's name in itself, for the language switcher. */
export const UI_LANGUAGE_NAMES: Record<UiLanguage, string> = { en: "English", es: "Español" };

/**
 * The pages' meta description (what a search result or a shared link shows under the title), in each
 * language; the server writes the volunteer's into their pages. The English one is web/index.html's.
 */
export const PAGE_DESCRIPTIONS: Record<UiLanguage, string> = {
  en: "Find research studies at the university that you can take part in, and tell the study team you are interested.",
  es: "Encuentre estudios de investigación de la universidad en los que puede participar y diga al equipo del estudio que le interesan.",
};

export function isUiLanguage(value: string): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a volunteer reads: their own choice, else the first of the browser's languages that has
 * a catalog ("es-MX" reads "es"), else the configured default, else English.
 */
export function resolveUiLanguage(options: {
  chosen: string | null;
  browser: readonly string[];
  configuredDefault: string | null;
}): UiLanguage {
  const candidates = [options.chosen, ...options.browser, options.configuredDefault];
  for (const candidate of candidates) {
    const code = candidate?.toLowerCase().split(/[-_]/)[0] ?? "";
    if (isUiLanguage(code)) return code;
  }
  return "en";
}

/**
 * The cookie that keeps the volunteer's choice from the switcher, so that the server renders their
 * pages in it (issue 25). A preference the volunteer asked for: kept whatever the cookie consent.
 */
export const LANGUAGE_COOKIE = "recruit_language";

/** The language tags of an Accept-Language header, in the order given ("es-MX,es;q=0.9" gives both). */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((tag) => tag.split(";")[0]?.trim() ?? "")
    .filter((tag) => tag !== "");
}
