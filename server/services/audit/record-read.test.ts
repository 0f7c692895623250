import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser, makeStudy, makeVolunteerUser } from "../../test/factories";
import { createTestDatabase } from "../../test/test-database";
import { recordRead } from "./record-read";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** The study's audit rows, with the transaction that wrote each (rows of one insert share its xmin). */
async function auditedBy(studyId: number) {
  return sqlRows(
    await db().execute(sql`select volunteer_user_id as "volunteerUserId", actor_user_id as "actorUserId",
        action, xmin::text as writer
      from access_audits where study_id = ${studyId} order by volunteer_user_id`),
  );
}

describe("recordRead", () => {
  it("records every read once it resolves, reads made together sharing one insert", async () => {
    const staff = await makeStaffUser(db());
    const study = await makeStudy(db());
    const volunteers = await Promise.all(Array.from({ length: 12 }, () => makeVolunteerUser(db())));
    await Promise.all(
      volunteers.map((volunteer) =>
        recordRead(db(), {
          actorUserId: staff.id,
          volunteerUserId: volunteer.id,
          studyId: study.id,
          action: "MESSAGES_READ",
        }),
      ),
    );
    const rows = await auditedBy(study.id);
    expect(rows.map((row) => row.volunteerUserId)).toEqual(
      volunteers.map((volunteer) => volunteer.id).sort((a, b) => a - b),
    );
    expect(rows.every((row) => row.actorUserId === staff.id && row.action === "MESSAGES_READ")).toBe(true);
    // The first is written at once, alone; the eleven made while it was written wait for one insert.
    expect(new Set(rows.map((row) => row.writer)).size).toBe(2);
  });

  it("a read alone is written at once, and resolves only after its row is there", async () => {
    const staff = await makeStaffUser(db());
    const study = await makeStudy(db());
    const volunteer = await makeVolunteerUser(db());
    await recordRead(db(), {
      actorUserId: staff.id,
      volunteerUserId: volunteer.id,
      studyId: study.id,
      action: "PROFILE_READ",
    });
    expect(await auditedBy(study.id)).toMatchObject([
      { volunteerUserId: volunteer.id, action: "PROFILE_READ" },
    ]);
  });

  it("rejects the reads of an insert that fails, and writes the next ones", async () => {
    const staff = await makeStaffUser(db());
    const study = await makeStudy(db());
    const volunteer = await makeVolunteerUser(db());
    const read = { actorUserId: staff.id, volunteerUserId: volunteer.id, studyId: study.id } as const;
    const first = recordRead(db(), { ...read, action: "MESSAGES_READ" });
    // Out of the column's range: the insert that carries it fails, and with it the read beside it.
    const failing = recordRead(db(), { ...read, volunteerUserId: 2 ** 31, action: "MESSAGES_READ" });
    const beside = recordRead(db(), { ...read, action: "PROFILE_READ" });
    await expect(first).resolves.toBeUndefined();
    await expect(failing).rejects.toThrow();
    await expect(beside).rejects.toThrow();
    await recordRead(db(), { ...read, action: "EXPORT" });
    expect((await auditedBy(study.id)).map((row) => row.action)).toEqual(["MESSAGES_READ", "EXPORT"]);
  });

  it("writes a transaction's reads inside it: gone with its rollback, kept with its commit", async () => {
    const staff = await makeStaffUser(db());
    const study = await makeStudy(db());
    const volunteer = await makeVolunteerUser(db());
    const read = { actorUserId: staff.id, volunteerUserId: volunteer.id, studyId: study.id } as const;
    await expect(
      db().transaction(async (tx) => {
        await recordRead(tx, { ...read, action: "PROFILE_READ" });
        tx.rollback();
      }),
    ).rejects.toThrow();
    await db().transaction((tx) => recordRead(tx, { ...read, action: "EXPORT" }));
    expect((await auditedBy(study.id)).map((row) => row.action)).toEqual(["EXPORT"]);
  });
});
