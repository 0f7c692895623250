import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVolunteer } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { users, verificationTokens } from "./schema/index";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const BACKFILL = readFileSync(
  new URL("./migrations/0075_awaiting-email-verification-backfill.sql", import.meta.url),
  "utf8",
);

describe("the accounts found waiting for their e-mail's link when the flag came (migration 0075)", () => {
  it("are the closed volunteers never closed by anyone, never signed in, no link followed", async () => {
    const day = 86_400_000;
    const closed = async (set: Partial<typeof users.$inferInsert>) => {
      const user = await makeVolunteer(db(), {}, { enabled: false });
      if (Object.keys(set).length > 0) await db().update(users).set(set).where(eq(users.id, user.id));
      return user.id;
    };
    const waiting = await closed({});
    const waitingChild = await closed({ parentUserId: waiting });
    const deactivated = await closed({ deactivatedAt: new Date(), deactivationReasonId: 261000 });
    const signedInOnce = await closed({ lastLoginDate: new Date(Date.now() - 30 * day) });
    const followedLink = await closed({});
    await db()
      .insert(verificationTokens)
      .values({
        userId: followedLink,
        token: "a".repeat(64),
        purpose: "EMAIL_VERIFICATION",
        creationDate: new Date(),
        expirationDate: new Date(Date.now() + day),
        usedAt: new Date(),
      });
    const open = (await makeVolunteer(db())).id;

    await db().execute(sql.raw(BACKFILL));
    const rows = await db().select({ id: users.id, flag: users.awaitingEmailVerification }).from(users);
    const flagOf = (id: number) => rows.find((row) => row.id === id)?.flag;
    expect([waiting, waitingChild, deactivated, signedInOnce, followedLink, open].map(flagOf)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
