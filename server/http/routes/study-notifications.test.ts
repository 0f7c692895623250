import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  NotificationDefinition,
  StudyNotification,
  StudyNotificationSettings,
} from "../../../core/contracts/study-notifications";
import { makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const url = (studyId: number) => `/backend/secure/staff/studies/${studyId}/notifications`;

async function world() {
  const pi = await makeStaffUser(db());
  const member = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    team: [
      { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
      { userId: member.id, role: "TEAM_MEMBER" },
    ],
  });
  return { pi, member, study, client: await signedInClient(testApp, pi) };
}

describe("e-mail notification settings", () => {
  it("serves the four definitions to anyone, the same the study's settings page lists", async () => {
    const { study, client } = await world();
    const definitions = await testApp.app.inject({
      method: "GET",
      url: "/backend/public/notification-settings",
    });
    expect(definitions.statusCode).toBe(200);
    const served = definitions.json<NotificationDefinition[]>();
    expect(served.map((definition) => [definition.name, definition.visible])).toEqual([
      ["NEW_INTERESTED_PARTICIPANT_NOTIFICATION", true],
      ["NEW_MATCHED_PARTICIPANT_NOTIFICATION", true],
      ["NEW_MESSAGE_NOTIFICATION", true],
      ["ANNOUNCEMENT_NOTIFICATION", true],
    ]);
    expect(served.every((definition) => definition.frequencies.length > 0)).toBe(true);
    const listed = (
      await client.request({ method: "GET", url: url(study.id) })
    ).json<StudyNotificationSettings>();
    expect(listed.settings).toEqual(
      served.map(({ id, name, displayText, frequencies }) => ({ id, name, displayText, frequencies })),
    );
  });

  it("lists the four settings; saves a choice, then replaces it, the specific e-mail kept only when enabled", async () => {
    const { pi, member, study, client } = await world();
    const listed = (
      await client.request({ method: "GET", url: url(study.id) })
    ).json<StudyNotificationSettings>();
    expect(listed.settings.map((setting) => setting.name)).toEqual([
      "NEW_INTERESTED_PARTICIPANT_NOTIFICATION",
      "NEW_MATCHED_PARTICIPANT_NOTIFICATION",
      "NEW_MESSAGE_NOTIFICATION",
      "ANNOUNCEMENT_NOTIFICATION",
    ]);
    expect(listed.notifications).toEqual([]);
    const created = await client.request({
      method: "POST",
      url: url(study.id),
      payload: {
        notificationSettingName: "NEW_MESSAGE_NOTIFICATION",
        frequency: "DAILY",
        recipientStudyTeamMembers: [pi.id, member.id],
        specificEmailEnabled: true,
        specificEmail: "coordinator@example.edu",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json<StudyNotification>();
    expect(saved).toMatchObject({
      frequency: "DAILY",
      recipientEmails: ["coordinator@example.edu"],
      recipientStudyTeamMembers: [pi.id, member.id].sort((a, b) => a - b),
    });
    const again = await client.request({
      method: "POST",
      url: url(study.id),
      payload: { notificationSettingName: "NEW_MESSAGE_NOTIFICATION", frequency: "DAILY" },
    });
    expect(again.statusCode).toBe(409);
    const replaced = await client.request({
      method: "PUT",
      url: `${url(study.id)}/${saved.id}`,
      payload: {
        notificationSettingName: "NEW_MESSAGE_NOTIFICATION",
        frequency: "WEEKLY",
        recipientStudyTeamMembers: [member.id],
        specificEmailEnabled: false,
        specificEmail: "kept-only-when-enabled@example.edu",
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<StudyNotification>()).toMatchObject({
      frequency: "WEEKLY",
      recipientEmails: [],
      recipientStudyTeamMembers: [member.id],
    });
    // A receiver who leaves the team is no longer listed.
    await db().execute(
      sql`delete from study_team_members where study_id = ${study.id} and user_id = ${member.id}`,
    );
    const after = (
      await client.request({ method: "GET", url: url(study.id) })
    ).json<StudyNotificationSettings>();
    expect(after.notifications[0]?.recipientStudyTeamMembers).toEqual([]);
  });

  it("refuses a frequency the setting does not offer, a receiver off the team, an invalid enabled e-mail", async () => {
    const { study, client } = await world();
    const outsider = await makeStaffUser(db());
    const cases = [
      { notificationSettingName: "ANNOUNCEMENT_NOTIFICATION", frequency: "WEEKLY" },
      {
        notificationSettingName: "NEW_MESSAGE_NOTIFICATION",
        frequency: "DAILY",
        recipientStudyTeamMembers: [outsider.id],
      },
      {
        notificationSettingName: "NEW_MESSAGE_NOTIFICATION",
        frequency: "DAILY",
        specificEmailEnabled: true,
        specificEmail: "nope",
      },
      { notificationSettingName: "NO_SUCH_SETTING", frequency: "DAILY" },
      { notificationSettingName: "NEW_MESSAGE_NOTIFICATION", frequency: "HOURLY" },
    ];
    for (const payload of cases) {
      const response = await client.request({ method: "POST", url: url(study.id), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const listed = (
      await client.request({ method: "GET", url: url(study.id) })
    ).json<StudyNotificationSettings>();
    expect(listed.notifications).toEqual([]);
  });

  it("refuses with 412 a replacement from a version a team member's save replaced, and changes nothing", async () => {
    const { pi, member, study, client } = await world();
    const second = await signedInClient(testApp, member);
    const created = (
      await client.request({
        method: "POST",
        url: url(study.id),
        payload: { notificationSettingName: "NEW_MESSAGE_NOTIFICATION", frequency: "DAILY" },
      })
    ).json<StudyNotification>();
    expect(created.version).toMatch(/^[0-9a-f]{16}$/);
    const replace = (by: typeof client, payload: Record<string, unknown>, ifMatch: string) =>
      by.request({
        method: "PUT",
        url: `${url(study.id)}/${created.id}`,
        headers: { "if-match": `"${ifMatch}"` },
        payload: Object.assign({ notificationSettingName: "NEW_MESSAGE_NOTIFICATION" }, payload),
      });
    const theirs = await replace(
      second,
      { frequency: "WEEKLY", recipientStudyTeamMembers: [member.id] },
      created.version,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const stale = await replace(
      client,
      { frequency: "IMMEDIATELY", recipientStudyTeamMembers: [pi.id] },
      created.version,
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<{ code: string }>().code).toBe("STUDY_NOTIFICATION_CHANGED");
    const stored = (
      await client.request({ method: "GET", url: url(study.id) })
    ).json<StudyNotificationSettings>().notifications[0];
    expect(stored).toMatchObject({ frequency: "WEEKLY", recipientStudyTeamMembers: [member.id] });
    expect(stored?.version).toBe(theirs.json<StudyNotification>().version);
    expect(stored?.version).not.toBe(created.version);
    // Saved again from the version now read, the user's choice replaces theirs.
    const fresh = await replace(client, { frequency: "IMMEDIATELY" }, stored?.version ?? "");
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<StudyNotification>().frequency).toBe("IMMEDIATELY");
  });

  it("answers 409, not a failure, to a replacement naming a setting the study has a choice for", async () => {
    const { study, client } = await world();
    const post = (notificationSettingName: string) =>
      client.request({
        method: "POST",
        url: url(study.id),
        payload: { notificationSettingName, frequency: "DAILY" },
      });
    const message = (await post("NEW_MESSAGE_NOTIFICATION")).json<StudyNotification>();
    expect((await post("NEW_INTERESTED_PARTICIPANT_NOTIFICATION")).statusCode).toBe(201);
    const clash = await client.request({
      method: "PUT",
      url: `${url(study.id)}/${message.id}`,
      payload: { notificationSettingName: "NEW_INTERESTED_PARTICIPANT_NOTIFICATION", frequency: "WEEKLY" },
    });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json<{ code: string }>().code).toBe("NOTIFICATION_EXISTS");
  });
});
