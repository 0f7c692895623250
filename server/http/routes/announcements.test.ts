import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Announcement } from "../../../core/contracts/announcements";
import { earliestAnnouncementStart } from "../../../core/rules/announcements";
import { DAY_MS } from "../../../core/rules/limits";
import { announcements } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { createAnnouncement, updateAnnouncement } from "../../services/announcements/save-announcement";
import { sendAnnouncementMail } from "../../services/announcements/send-announcement-mail";
import { makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
let admin: TestClient;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await makeStaffUser(testApp.database.db, { roles: ["ADMIN"] });
  adminId = user.id;
  admin = await signedInClient(testApp, user);
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const BASE = "/backend/secure/admin/application-announcements/";
const HOUR = 3_600_000;

const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Scheduled maintenance",
  message: "Recruit will be unavailable for an hour.",
  startTime: earliestAnnouncementStart(Date.now()) + HOUR,
  endTime: earliestAnnouncementStart(Date.now()) + 2 * HOUR,
  ...overrides,
});

async function insertAnnouncement(title: string, startTime: number, endTime: number) {
  const [row] = await db()
    .insert(announcements)
    .values({
      title,
      message: `${title} message`,
      startTime: new Date(startTime),
      endTime: new Date(endTime),
    })
    .returning();
  if (!row) throw new Error("no announcement");
  return row;
}

describe("announcements", () => {
  it("refuses a missing or long title or message, a missing time, and an end before the start", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "Title is required"],
      [{ title: "t".repeat(201) }, "Title must have at most 200 characters"],
      [{ message: "" }, "Message is required"],
      [{ message: "m".repeat(3501) }, "Message must have at most 3500 characters"],
      [{ endTime: body().startTime - 1 }, "End cannot be before Start"],
    ];
    for (const [overrides, text] of cases) {
      const refused = await admin.request({ method: "POST", url: BASE, payload: body(overrides) });
      expect(refused.statusCode, text).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(text);
    }
    const { startTime: _, ...withoutStart } = body();
    expect((await admin.request({ method: "POST", url: BASE, payload: withoutStart })).statusCode).toBe(400);
    const at200 = await admin.request({
      method: "POST",
      url: BASE,
      payload: body({ title: "t".repeat(200) }),
    });
    expect(at200.statusCode).toBe(201);
  });

  it("refuses a start before the nearest 30-minute slot after one hour from now, at its edge", async () => {
    const now = Date.UTC(2026, 10, 24, 10, 10);
    const earliest = Date.UTC(2026, 10, 24, 11, 30);
    const early = createAnnouncement({
      db: db(),
      body: body({ startTime: earliest - 1, endTime: earliest + HOUR }),
      userId: adminId,
      now,
    });
    await expect(early).rejects.toMatchObject({ code: "ANNOUNCEMENT_START_TOO_EARLY", status: 400 });
    const onTime = await createAnnouncement({
      db: db(),
      body: body({ startTime: earliest, endTime: earliest }),
      userId: adminId,
      now,
    });
    expect(onTime).toMatchObject({
      startTime: earliest,
      endTime: earliest,
      userId: adminId,
      updateTime: null,
    });

    const tooSoon = await admin.request({
      method: "POST",
      url: BASE,
      payload: body({ startTime: Date.now() + 30 * 60_000 }),
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().code).toBe("ANNOUNCEMENT_START_TOO_EARLY");
  });

  it("lists all for administrators by start then end, newest first, and only the current ones publicly", async () => {
    await db().delete(announcements);
    const now = Date.now();
    const ended = await insertAnnouncement("Ended", now - 2 * DAY_MS, now - DAY_MS);
    const current = await insertAnnouncement("Current", now - HOUR, now + HOUR);
    const currentLonger = await insertAnnouncement("Current, ends later", now - HOUR, now + 2 * HOUR);
    const scheduled = await insertAnnouncement("Scheduled", now + DAY_MS, now + 2 * DAY_MS);
    const all: Announcement[] = (await admin.request({ method: "GET", url: BASE })).json();
    expect(all.map((announcement) => announcement.id)).toEqual([
      scheduled.id,
      currentLonger.id,
      current.id,
      ended.id,
    ]);
    const shown = await testApp.app.inject({
      method: "GET",
      url: "/backend/public/application-announcements",
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual([
      {
        id: currentLonger.id,
        title: "Current, ends later",
        message: "Current, ends later message",
        startTime: currentLonger.startTime.getTime(),
        endTime: currentLonger.endTime.getTime(),
      },
      {
        id: current.id,
        title: "Current",
        message: "Current message",
        startTime: current.startTime.getTime(),
        endTime: current.endTime.getTime(),
      },
    ]);
  });

  it("updates an announcement (a started one keeps its start) and deletes it", async () => {
    const now = Date.now();
    const started = await insertAnnouncement("Under way", now - HOUR, now + HOUR);
    const url = `${BASE}${started.id}`;
    const shortened = await admin.request({
      method: "PUT",
      url,
      payload: body({
        startTime: started.startTime.getTime(),
        endTime: now + 10 * 60_000,
        title: "Under way, ends soon",
      }),
    });
    expect(shortened.statusCode).toBe(200);
    expect(shortened.json()).toMatchObject({
      title: "Under way, ends soon",
      endTime: now + 10 * 60_000,
      userId: adminId,
    });
    expect(shortened.json().updateTime).toBeGreaterThanOrEqual(now);
    const moved = await admin.request({ method: "PUT", url, payload: body({ startTime: now }) });
    expect(moved.json().code).toBe("ANNOUNCEMENT_START_TOO_EARLY");
    await expect(
      updateAnnouncement({ db: db(), id: 999_999, body: body(), userId: adminId }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await admin.request({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await admin.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect((await admin.request({ method: "PUT", url, payload: body() })).statusCode).toBe(404);
  });

  it("e-mails each study team that chose announcements once, when the announcement starts", async () => {
    await db().delete(announcements);
    const pi = await makeStaffUser(db());
    const member = await makeStaffUser(db());
    const quiet = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      team: [
        { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
        { userId: member.id, role: "TEAM_MEMBER" },
      ],
    });
    const quietStudy = await makeStudy(db(), {
      team: [{ userId: quiet.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const choose = async (
      client: TestClient,
      studyId: number,
      frequency: string,
      receivers: number[],
      email?: string,
    ) =>
      expect(
        (
          await client.request({
            method: "POST",
            url: `/backend/secure/staff/studies/${studyId}/notifications`,
            payload: {
              notificationSettingName: "ANNOUNCEMENT_NOTIFICATION",
              frequency,
              recipientStudyTeamMembers: receivers,
              specificEmailEnabled: email !== undefined,
              specificEmail: email ?? null,
            },
          })
        ).statusCode,
      ).toBeLessThan(300);
    await choose(await signedInClient(testApp, pi), study.id, "IMMEDIATELY", [member.id], "lab@example.edu");
    await choose(await signedInClient(testApp, quiet), quietStudy.id, "NEVER", [quiet.id]);

    const now = Date.now();
    await insertAnnouncement("Scheduled", now + DAY_MS, now + 2 * DAY_MS);
    const started = await insertAnnouncement("New consent forms", now - 60_000, now + DAY_MS);
    const outbox = async () =>
      sqlRows(
        await db().execute(
          sql`select to_address as "to", subject, text_body as "text" from outbox_mails where subject like 'Announcement:%' order by to_address`,
        ),
      );
    expect(await sendAnnouncementMail(db(), new Date(now))).toBe(2);
    const mails = await outbox();
    expect(mails.map((mail) => mail.to)).toEqual(["lab@example.edu", member.email]);
    expect(mails[0]).toMatchObject({ subject: "Announcement: New consent forms" });
    expect(String(mails[0]?.text)).toContain("New consent forms message");
    expect(await sendAnnouncementMail(db(), new Date(now + 60_000))).toBe(0);
    const [row] = sqlRows(
      await db().execute(sql`select notified_at from announcements where id = ${started.id}`),
    );
    expect(row?.notified_at).not.toBeNull();
  });
});
