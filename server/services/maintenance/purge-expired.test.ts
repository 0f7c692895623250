import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { makeVolunteer } from "../../test/factories";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { purgeExpired } from "./purge-expired";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the maintenance purge", () => {
  it("removes the volunteers' fact changes older than a day and keeps the newer ones", async () => {
    const db = database.db;
    const volunteer = await makeVolunteer(db, { height: 60 });
    await db.execute(sql`update volunteer_profiles set height = 61 where user_id = ${volunteer.id}`);
    const changes = async () =>
      sqlRows(
        await db.execute(
          sql`select count(*)::int as n from volunteer_fact_changes where user_id = ${volunteer.id}`,
        ),
      )[0]?.n;
    // The profile's insert and its update were both recorded.
    expect(await changes()).toBe(2);
    await purgeExpired(db, new Date(Date.now() + 23 * 3_600_000));
    expect(await changes()).toBe(2);
    await purgeExpired(db, new Date(Date.now() + 25 * 3_600_000));
    expect(await changes()).toBe(0);
  });
});
