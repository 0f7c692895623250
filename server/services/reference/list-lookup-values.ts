import { asc } from "drizzle-orm";
import type { LookupValue } from "../../../core/contracts/reference-data";
import { ALPHABETICAL_LOOKUP_TYPES, type LookupType } from "../../../core/rules/lookup-ids";
import type { DbOrTx } from "../../db/connect";
import { lookupValues } from "../../db/schema/index";

type LookupRow = typeof lookupValues.$inferSelect;

// Lookup values change only by release or an administrator's refresh; each process keeps them per database.
const caches = new WeakMap<DbOrTx, Promise<LookupRow[]>>();

function allLookupValues(db: DbOrTx): Promise<LookupRow[]> {
  let cached = caches.get(db);
  if (!cached) {
    // A drizzle query runs each time it is awaited: resolve it once into a promise that keeps its rows.
    cached = Promise.resolve(
      db
        .select()
        .from(lookupValues)
        .orderBy(asc(lookupValues.type), asc(lookupValues.orderNum), asc(lookupValues.id)),
    );
    cached.catch(() => caches.delete(db));
    caches.set(db, cached);
  }
  return cached;
}

/** Lookup values of the given types, with display texts in `language` where translated. */
export async function listLookupValues(options: {
  db: DbOrTx;
  types: readonly LookupType[];
  language: string;
}): Promise<Partial<Record<LookupType, LookupValue[]>>> {
  const rows = await allLookupValues(options.db);
  const result: Partial<Record<LookupType, LookupValue[]>> = {};
  for (const type of options.types) result[type] = [];
  for (const row of rows) {
    const list = result[row.type as LookupType];
    if (!list) continue;
    list.push({
      id: row.id,
      type: row.type as LookupType,
      name: row.name,
      visible: row.visible,
      displayText: row.translations[options.language] ?? row.displayText,
    });
  }
  const collator = collatorFor(options.language);
  for (const type of ALPHABETICAL_LOOKUP_TYPES) {
    result[type]?.sort((a, b) => collator.compare(a.displayText, b.displayText));
  }
  return result;
}

const collators = new Map<string, Intl.Collator>();

/** Alphabetical order as the language's readers expect it ("Cálculos" before "Cáncer", case aside). */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language.toLowerCase(), { sensitivity: "base" });
    collators.set(language, collator);
  }
  return collator;
}

/** The type of each of `ids` that exists (for checking that a saved value belongs to its list). */
export async function lookupTypesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  const wanted = new Set(ids);
  const rows = await allLookupValues(db);
  return new Map(rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, row.type]));
}

/** Reads lookup values from the database again (POST /backend/lookup-values/refresh). */
export function refreshLookupValues(db: DbOrTx): void {
  caches.delete(db);
}

// The names by id for each language, kept with the rows they were made from (a refresh reads new rows).
const namesByLanguage = new WeakMap<LookupRow[], Map<string, Map<number, string>>>();

/** Every lookup value's display text in `language`, by id (for showing saved ids to people). */
export async function lookupNames(db: DbOrTx, language: string): Promise<(id: number) => string> {
  const rows = await allLookupValues(db);
  let languages = namesByLanguage.get(rows);
  if (!languages) {
    languages = new Map();
    namesByLanguage.set(rows, languages);
  }
  let names = languages.get(language);
  if (!names) {
    names = new Map(rows.map((row) => [row.id, row.translations[language] ?? row.displayText]));
    languages.set(language, names);
  }
  const known = names;
  return (id) => known.get(id) ?? String(id);
}
