import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { isUiLanguage, resolveUiLanguage, type UiLanguage } from "../../core/rules/ui-languages";
import { defaultLanguageFromPage } from "./page-meta";

/**
 * The volunteers' pages in the volunteer's language (issue 25), with i18next: one catalog per language
 * and namespace (web/locales/<language>/<namespace>.json), each loaded as a chunk of its own the first
 * time it is needed. Plurals, dates and numbers go through Intl (i18next's plural rules use it).
 */
/**
 * Where the volunteer's own choice is kept in this browser: a preference they asked for, needed for the
 * service they use, and so kept whatever the cookie choice (it never leaves the browser).
 */
const LANGUAGE_KEY = "recruit-language";

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

const lazyCatalogs: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, namespace, callback) => {
    import(`../locales/${language}/${namespace}.json`).then(
      (catalog: { default: Record<string, unknown> }) => callback(null, catalog.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** The language this browser reads: its choice, else the browser's languages, else the instance's default. */
export function initialUiLanguage(configuredDefault: string | null = defaultLanguageFromPage()): UiLanguage {
  return resolveUiLanguage({
    chosen: storedChoice(),
    browser: typeof navigator === "undefined" ? [] : navigator.languages,
    configuredDefault,
  });
}

export const i18n = i18next.createInstance();
void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: initialUiLanguage(),
    fallbackLng: "en",
    ns: ["volunteer"],
    defaultNS: "volunteer",
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The volunteer's choice from the switcher, kept in this browser. */
export async function chooseUiLanguage(language: UiLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/**
 * At sign-in: the language the account remembers applies in this browser too, unless this browser
 * chose one of its own; that one is returned, for the account to learn it.
 */
export async function adoptAccountLanguage(accountLanguage: string | null): Promise<UiLanguage | null> {
  const own = storedChoice();
  if (own !== null && isUiLanguage(own)) return own === accountLanguage ? null : own;
  if (accountLanguage !== null && isUiLanguage(accountLanguage)) await chooseUiLanguage(accountLanguage);
  return null;
}

/** A moment as the volunteer's language writes a date and a time (Intl). */
export function formatDateTime(epochMs: number): string {
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(epochMs);
}

/** A day as the volunteer's language writes it (Intl). */
export function formatDate(epochMs: number): string {
  return new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(epochMs);
}
