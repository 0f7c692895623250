import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { COLUMN_CASING } from "./casing";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** The database handle services take; PGlite and node-postgres share this interface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL server only), for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Runs `work` holding a PostgreSQL advisory lock on one connection (the embedded database: just runs it). */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
}

export interface ConnectOptions {
  /** A PostgreSQL server; without it the embedded database in dataDir is used. */
  databaseUrl?: string;
  dataDir?: string;
  /** A ready PGlite instance (tests load one from a dump). */
  pglite?: PGlite;
  poolSize?: number;
  /** How long a query waits for a connection, opened or from the pool, before it fails (10 s unless told). */
  connectTimeoutMs?: number;
}

/**
 * A server that takes no connection (a host gone in a failover, a cut network) would otherwise hold each
 * request until the system's TCP timeout, minutes later; bounded, the request is answered 503 (http/plugins/
 * error-handler.ts). Long enough that a pool busy with the jobs' work is waited for, as before.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Opens the embedded PGlite or a PostgreSQL pool; nothing else in the app knows which. */
export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Sessions run in UTC so that date arithmetic in SQL agrees with the embedded database.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Connections stay open once opened (node-postgres closes one idle for 10 s by default). Reopened,
      // each paid its start and planned the hot statements anew, on the next page's burst of requests:
      // after 12 s idle, such a burst's slowest answer took 51–78 ms instead of 24–43 (docs/decisions/020,
      // item 19). The instance's connections are bounded by the pool's size, as before.
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // Data is served from memory or SSD: random reads cost little more than sequential ones, and the
      // planner's default (4) keeps it off small indexes (docs/decisions/006-study-statistics.md).
      options: "-c TimeZone=UTC -c random_page_cost=1.1",
    });
    // An idle connection the server ends (a restart, an administrator's termination) is dropped from
    // the pool and replaced on the next query; unhandled, its error would end the whole process.
    const warn = (error: Error) => console.warn(`database connection closed by the server: ${error.message}`);
    pool.on("error", warn);
    // A connection lost while checked out (inside a transaction) rejects its query, but node-postgres also
    // emits the error on the client, which the pool listens to only while the client is idle; the client
    // is dropped when it is released.
    pool.on("connect", (client) => client.on("error", warn));
    const db = drizzleNodePg({ client: pool, schema, casing: COLUMN_CASING });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      // On a connection of its own: the work itself may need every connection of the pool.
      withAdvisoryLock: async (key, work) => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [key]);
          return await work();
        } finally {
          await client.end().catch(() => undefined);
        }
      },
    };
  }
  let client = options.pglite;
  let release = () => {};
  if (!client) {
    const dataDir = options.dataDir ?? "./data";
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    client = await PGlite.create(dataDir).catch((error: unknown) => {
      release();
      throw error;
    });
  }
  await client.exec("set time zone 'UTC'");
  const db = drizzlePglite({ client, schema, casing: COLUMN_CASING });
  const owned = client;
  return {
    db,
    kind: "pglite",
    close: async () => {
      await owned.close();
      release();
    },
    poolStats: () => null,
    withAdvisoryLock: (_key, work) => work(),
  };
}
