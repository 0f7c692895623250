import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresAvailable, testAdminUrl } from "../../scripts/postgres-available";
import { connect } from "./connect";
import { sqlRows } from "./sql-rows";

// Only a PostgreSQL server ends connections on its own; the embedded database has none to end.
const serverAvailable = await postgresAvailable();

describe("connect to a PostgreSQL server", () => {
  it.runIf(serverAvailable)(
    "keeps the pool's connections open while they are idle, past node-postgres's 10 s",
    async () => {
      const database = await connect({ databaseUrl: testAdminUrl, poolSize: 2 });
      const pids = async () =>
        (
          await Promise.all(
            [1, 2].map(async () =>
              sqlRows(await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
            ),
          )
        )
          .map(([row]) => Number(row?.pid))
          .sort();
      try {
        const opened = await pids();
        expect(new Set(opened).size).toBe(2);
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect(database.poolStats()).toEqual({ total: 2, idle: 2, waiting: 0 });
        expect(await pids()).toEqual(opened);
      } finally {
        await database.close();
      }
    },
    20_000,
  );

  it.runIf(serverAvailable)(
    "survives the server ending an idle pooled connection and opens a new one",
    async () => {
      const database = await connect({ databaseUrl: testAdminUrl, poolSize: 1 });
      try {
        const [first] = sqlRows(await database.db.execute(sql`select pg_backend_pid() as pid`));
        const admin = new pg.Client({ connectionString: testAdminUrl });
        await admin.connect();
        await admin.query("select pg_terminate_backend($1)", [first?.pid]);
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [second] = sqlRows(await database.db.execute(sql`select 1 as one`));
        expect(second?.one).toBe(1);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(serverAvailable)(
    "survives the server ending a connection in the middle of a transaction",
    async () => {
      const database = await connect({ databaseUrl: testAdminUrl, poolSize: 1 });
      try {
        const interrupted = database.db.transaction(async (tx) => {
          const [row] = sqlRows(await tx.execute(sql`select pg_backend_pid() as pid`));
          const admin = new pg.Client({ connectionString: testAdminUrl });
          await admin.connect();
          await admin.query("select pg_terminate_backend($1)", [row?.pid]);
          await admin.end();
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        await expect(interrupted).rejects.toThrow();
        const [after] = sqlRows(await database.db.execute(sql`select 1 as one`));
        expect(after?.one).toBe(1);
      } finally {
        await database.close();
      }
    },
  );
});
