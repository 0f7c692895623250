import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  isUiLanguage,
  LANGUAGE_COOKIE,
  resolveUiLanguage,
  type UiLanguage,
} from "../../core/rules/ui-languages";
import { readCookie, writeCookie } from "./cookies";
import { defaultLanguageFromPage, pageLanguage } from "./page-meta";

/**
 * The volunteers' pages in the volunteer's language (issue 25), with i18next: one catalog per language
 * and namespace (web/locales/<language>/<namespace>.json), each loaded as a chunk of its own the first
 * time it is needed. Plurals, dates and numbers go through Intl (i18next's plural rules use it).
 */
/**
 * The volunteer's choice from the switcher: a cookie, so that the server renders their pages in it, kept
 * whatever the cookie consent (a preference they asked for). Browsers that chose before the cookie
 * existed kept it in local storage only.
 */
const OLDER_CHOICE_KEY = "recruit-language";

function storedChoice(): string | null {
  if (typeof document === "undefined") return null;
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (cookie !== null) return cookie;
  try {
    // Kept in the cookie from now on: this once, the server's page was in another language.
    const older = localStorage.getItem(OLDER_CHOICE_KEY);
    if (older !== null) {
      writeCookie(LANGUAGE_COOKIE, older, LANGUAGE_COOKIE_DAYS);
      localStorage.removeItem(OLDER_CHOICE_KEY);
    }
    return older;
  } catch {
    return null;
  }
}

const LANGUAGE_COOKIE_DAYS = 365;

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

/**
 * The language this browser reads: its choice, else the language the server wrote the page in (it read
 * the same choice, the browser's Accept-Language and the instance's default), else the browser's
 * languages, else the instance's default.
 */
export function initialUiLanguage(configuredDefault: string | null = defaultLanguageFromPage()): UiLanguage {
  const page = pageLanguage();
  return resolveUiLanguage({
    chosen: storedChoice(),
    browser: page ? [page] : typeof navigator === "undefined" ? [] : navigator.languages,
    configuredDefault,
  });
}

export const i18n = i18next.createInstance();
/** Settles once the first language's catalog has arrived: a server-rendered page is hydrated after it. */
export const i18nReady = i18n
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
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
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
