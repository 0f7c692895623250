import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { applicationSettings } from "../../db/schema/index";

const CACHE_MS = 30_000;
// Keyed by database handle: one process may serve (or test) several databases.
const caches = new WeakMap<DbOrTx, Map<string, { value: string | null; readAt: number }>>();

/**
 * The value of an application setting, or null when it does not exist. Values are cached for 30 s
 * per process, as the original product's settings cache; the admin "refresh" empties it
 * (refreshSettingsCache), and a changed value reaches other instances within 30 s.
 */
export async function readSetting(options: {
  db: DbOrTx;
  name: string;
  now?: number;
}): Promise<string | null> {
  const now = options.now ?? Date.now();
  let cache = caches.get(options.db);
  if (!cache) {
    cache = new Map();
    caches.set(options.db, cache);
  }
  const cached = cache.get(options.name);
  if (cached && now - cached.readAt < CACHE_MS) return cached.value;
  const [row] = await options.db
    .select({ value: applicationSettings.value })
    .from(applicationSettings)
    .where(eq(applicationSettings.name, options.name));
  const value = row?.value ?? null;
  cache.set(options.name, { value, readAt: now });
  return value;
}

/** Forgets cached settings (after an administrator's change or refresh). */
export function refreshSettingsCache(db: DbOrTx): void {
  caches.delete(db);
}
