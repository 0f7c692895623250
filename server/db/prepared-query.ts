import { createHash } from "node:crypto";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { COLUMN_CASING } from "./casing";
import type { DbOrTx } from "./connect";

const dialect = new PgDialect({ casing: COLUMN_CASING });

interface QueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export type Rows = Record<string, unknown>[];

/**
 * A hot read compiled once: `build` returns the statement with `sql.placeholder(name)` for every value,
 * and each run fills them in. On a PostgreSQL server it runs as a named prepared statement, planned once
 * per connection; on PGlite as a plain parameterised query. Compiling once also skips drizzle's SQL
 * building on every request (docs/decisions/006-study-statistics.md). Not for use inside transactions.
 */
export function compiledQuery<TValues extends Record<string, unknown>>(build: () => SQL) {
  let compiled: { text: string; params: unknown[]; name: string } | undefined;
  return async (db: DbOrTx, values: TValues): Promise<Rows> => {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build());
      compiled = { text, params, name: `q_${createHash("sha1").update(text).digest("hex").slice(0, 16)}` };
    }
    const parameters = fillPlaceholders(compiled.params, values);
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const result = await client.query({ name: compiled.name, text: compiled.text, values: parameters });
      return result.rows as Rows;
    }
    if (client && typeof (client as QueryClient).query === "function") {
      const result = await (client as QueryClient).query(compiled.text, parameters);
      return result.rows as Rows;
    }
    throw new Error("compiledQuery runs on the database handle, not inside a transaction");
  };
}

/**
 * Compiled queries under keys their caller names (a statement's shape): each is compiled the first time
 * its key is asked for, from the `build` given then.
 */
export function compiledQueriesByKey() {
  const queries = new Map<string, ReturnType<typeof compiledQuery>>();
  return (key: string, build: () => SQL) => {
    let query = queries.get(key);
    if (!query) {
      query = compiledQuery(build);
      queries.set(key, query);
    }
    return query;
  };
}

/**
 * A family of compiled queries that differ by their shape (a sort, a filter kind): each variant is
 * compiled the first time `variant(...)` asks for it, under the key its arguments make.
 */
export function compiledQueryFamily<TArgs extends readonly string[]>(build: (...args: TArgs) => SQL) {
  const byKey = compiledQueriesByKey();
  return (...args: TArgs) => byKey(args.join(":"), () => build(...args));
}
