import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/connect";
import { cacheGenerations } from "../../db/schema/index";
import { refreshLookupValues } from "../reference/list-lookup-values";
import { refreshSettingsCache } from "./read-setting";

export type CacheName = (typeof cacheGenerations.$inferSelect)["name"];

const DROP: Record<CacheName, (db: DbOrTx) => void> = {
  settings: refreshSettingsCache,
  lookups: refreshLookupValues,
};

/** Tells every instance to read `name` from the database again; this instance drops its copy at once. */
export async function invalidateCache(db: Db, name: CacheName): Promise<void> {
  await db
    .insert(cacheGenerations)
    .values({ name, generation: 1 })
    .onConflictDoUpdate({
      target: cacheGenerations.name,
      set: { generation: sql`${cacheGenerations.generation} + 1` },
    });
  DROP[name](db);
}

const seen = new WeakMap<DbOrTx, Map<CacheName, number>>();

/** Drops the caches whose generation moved since this instance last looked; answers their names. */
export async function syncCaches(db: Db): Promise<CacheName[]> {
  const rows = await db.select().from(cacheGenerations);
  const known = seen.get(db);
  if (!known) {
    // The first look only notes where the counters stand: the caches are as fresh as this process.
    seen.set(db, new Map(rows.map((row) => [row.name, row.generation])));
    return [];
  }
  const dropped: CacheName[] = [];
  for (const row of rows) {
    if ((known.get(row.name) ?? 0) !== row.generation) {
      DROP[row.name](db);
      dropped.push(row.name);
    }
    known.set(row.name, row.generation);
  }
  return dropped;
}

/**
 * Checks the generations every second, so that a refresh on any instance reaches this one within about
 * a second. Answers a function that stops it.
 */
export function startCacheSync(options: { db: Db; onError?: (error: unknown) => void; intervalMs?: number }) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    syncCaches(options.db)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 1000);
  timer.unref();
  return () => clearInterval(timer);
}
