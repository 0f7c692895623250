import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from "../../core/contracts/auth";
import { CATALOG_PARTS, VOLUNTEER_FIRST_PAGES } from "../../core/rules/first-page-modules";
import { UI_LANGUAGES } from "../../core/rules/ui-languages";
import { ENGLISH_FRAME_TEXTS } from "../app/layout/frame-texts";
import { ENGLISH_PRIVACY_TEXTS } from "../components/privacy-policy";
import { type CatalogSource, compileCatalog } from "./compile-catalog";
import { staticImportClosure } from "./static-imports";

/**
 * The volunteers' catalogs (issue 25): every key the code uses is in every language's catalog, every
 * key of a catalog is used, the translations are translations, and the first pages find their words in
 * the part of the catalog they load first.
 */
/** Texts that are rightly the same in English and the other languages (the name, "No"). */
const SAME_IN_EVERY_LANGUAGE = new Set(["frame.brand", "profile.no", "privacy.cookiesTitle"]);

const source = (language: string, part: string) =>
  JSON.parse(readFileSync(join("web", "locales", language, `${part}.json`), "utf8")) as CatalogSource;

function flatten(catalog: CatalogSource, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

/** A language's messages by key, each part's, and all of them. */
const part = (language: string, name: string) => flatten(source(language, name));
const catalog = (language: string) => new Map(CATALOG_PARTS.flatMap((name) => [...part(language, name)]));

/** The values a compiled message names: its arguments, a plural's included, and those inside its cases. */
function argumentsOf(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const piece of message) {
    if (!Array.isArray(piece)) continue;
    const [name, , cases] = piece as [string, string?, unknown?];
    names.add(name);
    if (cases && typeof cases === "object")
      for (const inner of Object.values(cases)) argumentsOf(inner, names);
  }
  return names;
}

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

const translates = (text: string) => /from "[./]*\/lib\/i18n"/.test(text);

/** The catalog keys files name: string literals "section.key" in files that translate. */
function keysUsedIn(files: Iterable<string>, sections: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!translates(text)) continue;
    for (const [, key] of text.matchAll(/"([a-zA-Z]+\.[a-zA-Z_.]+)"/g)) {
      if (key && sections.has(key.split(".")[0] ?? "")) used.add(key);
    }
  }
  return used;
}

/** The files the first chunk is built from (vite.config.ts) and all they import. */
const firstChunkFiles = () =>
  staticImportClosure([
    join("web", "main.tsx"),
    ...Object.values(VOLUNTEER_FIRST_PAGES).map((module) => join("web", module)),
  ]);

describe("the volunteers' catalogs", () => {
  const english = catalog("en");
  const sections = new Set([...english.keys()].map((key) => key.split(".")[0] ?? ""));

  it("hold every key the code uses, in English, and each English key is used, in one part only", () => {
    const used = keysUsedIn(sources("web"), sections);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !used.has(key))).toEqual([]);
    const sizes = CATALOG_PARTS.map((name) => part("en", name).size);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(english.size);
  });

  it("give the frame and the first pages their words in the part they load first, and only theirs", () => {
    const files = firstChunkFiles();
    expect(files.has(join("web", "app", "layout", "volunteer-layout.tsx"))).toBe(true);
    const calls = [...files].flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/useTranslation\(("[^"]*"|)\)/g)].map(
        (call) => `${file}: ${call[1]}`,
      ),
    );
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((call) => !call.endsWith(': "first-pages"'))).toEqual([]);
    const firstPart = part("en", "first-pages");
    const used = keysUsedIn(files, sections);
    expect([...used].filter((key) => !firstPart.has(key))).toEqual([]);
    expect([...firstPart.keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  for (const language of UI_LANGUAGES.filter((code) => code !== "en")) {
    it(`${language}: has exactly the English keys in each part, each translated`, () => {
      for (const name of CATALOG_PARTS) {
        expect(new Set(part(language, name).keys())).toEqual(new Set(part("en", name).keys()));
      }
      const translated = catalog(language);
      const untranslated = [...english].filter(
        ([key, text]) => translated.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(key),
      );
      expect(untranslated).toEqual([]);
    });

    it(`${language}: its messages name the values the English ones name`, () => {
      const compiled = (code: string) =>
        Object.assign({}, ...CATALOG_PARTS.map((name) => compileCatalog(source(code, name))));
      const englishMessages: Record<string, unknown> = compiled("en");
      const translatedMessages: Record<string, unknown> = compiled(language);
      const differing = Object.keys(englishMessages).filter((key) => {
        const expected = [...argumentsOf(englishMessages[key])].sort();
        return expected.join() !== [...argumentsOf(translatedMessages[key])].sort().join();
      });
      expect(Object.keys(englishMessages).length).toBe(english.size);
      expect(differing).toEqual([]);
    });
  }

  it("say in English what the staff's pages say: the sign-in refusals, the footer, the cookie banner and the privacy policy", () => {
    expect(english.get("signIn.invalidCredentials")).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(english.get("signIn.tooManyAttempts")).toBe(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
    for (const [key, text] of Object.entries(ENGLISH_FRAME_TEXTS))
      expect(english.get(`frame.${key}`)).toBe(text);
    for (const [key, text] of Object.entries(ENGLISH_PRIVACY_TEXTS))
      expect(english.get(`privacy.${key}`)).toBe(text);
  });
});
