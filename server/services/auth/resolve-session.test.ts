import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { makeSession, makeStaffUser } from "../../test/factories";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { resolveSession } from "./resolve-session";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function lastSeenAt(sessionId: string): Promise<number> {
  const [row] = sqlRows(
    await database.db.execute(sql`select last_seen_at as at from sessions where id = ${sessionId}`),
  );
  return new Date(row?.at as string | Date).getTime();
}

async function sessionLastSeen(secondsAgo: number): Promise<{ sessionId: string; seenAt: Date }> {
  const user = await makeStaffUser(database.db);
  const sessionId = await makeSession(database.db, user.id);
  const seenAt = new Date(Date.now() - secondsAgo * 1000);
  await database.db.execute(sql`update sessions set last_seen_at = ${seenAt} where id = ${sessionId}`);
  return { sessionId, seenAt };
}

describe("the session's idle clock", () => {
  it("is moved on by a request more than a minute after the last, and not by one within the minute", async () => {
    const stale = await sessionLastSeen(90);
    const fresh = await sessionLastSeen(30);
    const now = new Date();

    expect(
      await resolveSession({ db: database.db, sessionId: stale.sessionId, idleMinutes: 60, now }),
    ).not.toBeNull();
    expect(
      await resolveSession({ db: database.db, sessionId: fresh.sessionId, idleMinutes: 60, now }),
    ).not.toBeNull();

    expect(await lastSeenAt(stale.sessionId)).toBe(now.getTime());
    expect(await lastSeenAt(fresh.sessionId)).toBe(fresh.seenAt.getTime());
  });

  // One embedded client cannot hold a row in one transaction while another statement runs beside it.
  it.runIf(inject("testDatabase").kind !== "pglite")(
    "is not waited for by a request while another request of the session holds the row to move it",
    async () => {
      const stale = await sessionLastSeen(90);
      const other = await database.connectAgain();
      try {
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select id from sessions where id = ${stale.sessionId} for update`);
          // Waiting for the row would hang here until the transaction ends, which it does only after.
          const resolved = await resolveSession({
            db: database.db,
            sessionId: stale.sessionId,
            idleMinutes: 60,
          });
          expect(resolved).not.toBeNull();
        });
      } finally {
        await other.close();
      }
      expect(await lastSeenAt(stale.sessionId)).toBe(stale.seenAt.getTime());
    },
  );
});
