import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { use } from "react";
import type { CatalogPart } from "../../core/rules/first-page-modules";
import {
  isUiLanguage,
  LANGUAGE_COOKIE,
  resolveUiLanguage,
  type UiLanguage,
} from "../../core/rules/ui-languages";
import { readCookie, writeCookie } from "./cookies";
import { defaultLanguageFromPage, pageLanguage } from "./page-meta";

/**
 * The volunteers' pages in the volunteer's language (issue 25), with Lingui: one catalog per language in
 * two parts, the frame's and first pages' words and the rest (web/locales/<language>/<part>.json, ICU
 * MessageFormat, compiled at build time by web/locales/compile-catalog.ts), each loaded as a chunk of its
 * own the first time it is needed. Plurals, dates and numbers go through Intl.
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

const catalogs = import.meta.glob<Messages>("../locales/*/*.json", { import: "default" });

/**
 * Each language's catalogs, loading or loaded into the browser's Lingui, by "<language>/<part>". A load is
 * marked fulfilled as React's `use` reads it (its `status` and `value`) once its catalog is in: `use` then
 * returns at once instead of suspending on a load that has already finished.
 */
const loads = new Map<string, Promise<void>>();
/** The parts this browser has needed so far: a new language loads them all before it shows. */
const neededParts = new Set<CatalogPart>();

function loadCatalog(language: UiLanguage, part: CatalogPart): Promise<void> {
  const name = `${language}/${part}`;
  neededParts.add(part);
  const known = loads.get(name);
  if (known) return known;
  const read = catalogs[`../locales/${name}.json`];
  if (!read) return Promise.reject(new Error(`no catalog ${name}`));
  const load = read().then((messages) => {
    i18n.load(language, messages);
    Object.assign(load, { status: "fulfilled", value: undefined });
  });
  // A failed download is tried again the next time the catalog is needed.
  load.catch(() => loads.delete(name));
  loads.set(name, load);
  return load;
}

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

/**
 * The browser's Lingui, in its first language from the start (so that the provider renders at once); the
 * volunteers' pages wait for its catalog (useTranslation), the staff's pages use none.
 */
export const i18n: I18n = (() => {
  const locale = initialUiLanguage();
  // Its catalog is merged into this empty one as it arrives.
  return setupI18n({ locale, messages: { [locale]: {} } });
})();
/**
 * Fetches the browser's language's words for the frame and the first pages: a page the server rendered is
 * hydrated once they have arrived. Nothing loads a catalog before a volunteer's page asks: not the staff's
 * pages, not the server's import of this module.
 */
export const loadFirstPagesCatalog = (): Promise<void> =>
  loadCatalog(i18n.locale as UiLanguage, "first-pages");

/** Fetches the rest of the volunteers' words in the browser's language, ahead of a page that needs them. */
export const loadVolunteerCatalog = (): Promise<void> => loadCatalog(i18n.locale as UiLanguage, "volunteer");

/** Translates a catalog key, with the values its message names ("{name}", a plural's "{count}"). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The language of the page being rendered: its Lingui's (the server renders each page with its own). */
export function useUiLanguage(): UiLanguage {
  return useLingui().i18n.locale as UiLanguage;
}

/**
 * A volunteer page's words in the page's language, from the given part of the catalog (the frame and
 * the first pages name theirs; every other page has all of it). In the browser the component waits
 * (Suspense) while the part for that language is on its way; the server's Lingui has every part.
 */
export function useTranslation(part: CatalogPart = "volunteer"): { t: Translate; language: UiLanguage } {
  const { i18n: page, _ } = useLingui();
  const language = page.locale as UiLanguage;
  // In the browser, wait for what the page lacks; the server renders with a Lingui of its own holding every
  // part. `use` is called on every render, loaded or not: a component that suspended in `use` and whose
  // replay then skipped it ran its other hooks as updates of a first render, which React refuses (its error
  // 467, recovered by drawing the whole page again).
  if (typeof document !== "undefined") {
    use(loadCatalog(language, "first-pages"));
    if (part !== "first-pages") use(loadCatalog(language, part));
  }
  return { t: _ as Translate, language };
}

/** The volunteer's choice from the switcher, kept in this browser. */
export async function chooseUiLanguage(language: UiLanguage): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await Promise.all([...neededParts].map((part) => loadCatalog(language, part)));
  document.documentElement.lang = language;
  i18n.activate(language);
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
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(epochMs);
}

/** A day as the volunteer's language writes it (Intl). */
export function formatDate(epochMs: number): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" }).format(epochMs);
}
