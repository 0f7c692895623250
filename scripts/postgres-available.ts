import pg from "pg";

/** The PostgreSQL server tests use: TEST_DATABASE_URL, or the machine's on 127.0.0.1:5432. */
export const testAdminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** True when a PostgreSQL server answers at `url` (and TEST_DB does not force PGlite). */
export async function postgresAvailable(url = testAdminUrl): Promise<boolean> {
  if (process.env.TEST_DB === "pglite") return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
