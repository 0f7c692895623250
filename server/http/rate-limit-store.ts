import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { compiledQuery } from "../db/prepared-query";

const hitQuery = compiledQuery<{ key: string; windowMs: number }>(
  () =>
    sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
      values (${sql.placeholder("key")}, 1, now() + ${sql.placeholder("windowMs")} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
      returning hits, greatest(0, extract(epoch from c.window_ends_at - now()) * 1000)::float8 as "ttlMs"`,
);

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL, so that every app instance on one
 * database counts the same attempts (DESIGN.md §1: the process keeps nothing that matters). One
 * upsert per counted request; expired windows restart in place, and PURGE_EXPIRED_SESSIONS removes
 * counters of keys that stopped coming.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The limited route; the plugin makes one child store per route. */
    scope = "global";

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const hashed = createHash("sha256").update(`${this.scope}|${key}`).digest("base64url");
      hitQuery(db, { key: hashed, windowMs: timeWindow })
        .then(([row]) => callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttlMs ?? 0) }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { method?: unknown; url?: unknown; path?: string }): FastifyRateLimitStore {
      const child = new PostgresRateLimitStore();
      child.scope = `${String(routeOptions.method)} ${String(routeOptions.url)}`;
      return child;
    }
  }
  return PostgresRateLimitStore;
}
