import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../../db/schema/index";
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

  it("removes the e-mail sent more than 30 days ago, keeping newer mail and mail that waits", async () => {
    const db = database.db;
    const days = (count: number) => new Date(Date.now() - count * 86_400_000);
    const written = await db
      .insert(outboxMails)
      .values([
        {
          toAddress: "old-sent@example.org",
          subject: "s",
          textBody: "t",
          createdAt: days(40),
          sentAt: days(31),
        },
        {
          toAddress: "recent-sent@example.org",
          subject: "s",
          textBody: "t",
          createdAt: days(40),
          sentAt: days(29),
        },
        {
          toAddress: "old-waiting@example.org",
          subject: "s",
          textBody: "t",
          createdAt: days(60),
          sentAt: null,
        },
      ])
      .returning({ id: outboxMails.id, toAddress: outboxMails.toAddress });
    await purgeExpired(db);
    const left = await db
      .select({ toAddress: outboxMails.toAddress })
      .from(outboxMails)
      .where(
        inArray(
          outboxMails.id,
          written.map((mail) => mail.id),
        ),
      );
    expect(left.map((mail) => mail.toAddress).sort()).toEqual([
      "old-waiting@example.org",
      "recent-sent@example.org",
    ]);
  });

  it("removes more sent mail than one batch holds", async () => {
    const db = database.db;
    const sentAt = new Date(Date.now() - 45 * 86_400_000);
    await db.execute(sql`
      insert into outbox_mails (to_address, subject, text_body, created_at, sent_at)
      select 'bulk' || n || '@example.org', 's', 't', ${sentAt}, ${sentAt} from generate_series(1, 12000) n`);
    await purgeExpired(db);
    const [left] = sqlRows(
      await db.execute(sql`select count(*)::int as n from outbox_mails where to_address like 'bulk%'`),
    );
    expect(left?.n).toBe(0);
  });
});
