import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from "../../core/contracts/auth";
import { UI_LANGUAGES } from "../../core/rules/ui-languages";

/**
 * The volunteers' catalogs (issue 25): every key the code uses is in every language's catalog, every
 * key of a catalog is used, and the translations are translations.
 */
type Catalog = { [key: string]: string | Catalog };
const NAMESPACES = ["volunteer"];
/** Texts that are rightly the same in English and the other languages (the name, "No"). */
const SAME_IN_EVERY_LANGUAGE = new Set(["layout.brand", "profile.no"]);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

const catalog = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join("web", "locales", language, `${namespace}.json`), "utf8")) as Catalog);

/** A catalog's keys as the code names them: a plural's forms under the one key. */
const usableKeys = (keys: Iterable<string>) =>
  new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, "")));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The catalog keys the web app's code names: string literals "section.key" in files that use i18next. */
function keysUsedInCode(sections: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const file of sources("web")) {
    const text = readFileSync(file, "utf8");
    if (!text.includes("i18next")) continue;
    for (const [, key] of text.matchAll(/"([a-zA-Z]+\.[a-zA-Z_.]+)"/g)) {
      if (key && sections.has(key.split(".")[0] ?? "")) used.add(key);
    }
  }
  return used;
}

describe("the volunteers' catalogs", () => {
  for (const namespace of NAMESPACES) {
    const english = catalog("en", namespace);
    const sections = new Set([...english.keys()].map((key) => key.split(".")[0] ?? ""));
    const used = keysUsedInCode(sections);

    it(`${namespace}: every key the code uses is in English, and every English key is used`, () => {
      const defined = usableKeys(english.keys());
      expect(used.size).toBeGreaterThan(20);
      expect([...used].filter((key) => !defined.has(key))).toEqual([]);
      expect([...defined].filter((key) => !used.has(key))).toEqual([]);
    });

    for (const language of UI_LANGUAGES.filter((code) => code !== "en")) {
      it(`${namespace}: ${language} has exactly the English keys, each translated`, () => {
        const translated = catalog(language, namespace);
        expect(usableKeys(translated.keys())).toEqual(usableKeys(english.keys()));
        const untranslated = [...english].filter(
          ([key, text]) => translated.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(key),
        );
        expect(untranslated).toEqual([]);
      });
    }
  }

  it("gives the sign-in refusals in English as the staff's sign-in says them", () => {
    const english = catalog("en", "volunteer");
    expect(english.get("signIn.invalidCredentials")).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(english.get("signIn.tooManyAttempts")).toBe(TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
  });
});
