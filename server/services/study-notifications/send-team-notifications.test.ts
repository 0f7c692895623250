import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appWithMailbox } from "../../test/app-with-mailbox";
import { makeInterest, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { deliverOutbox } from "../../test/smtp-sink";
import { signedInClient } from "../../test/test-app";
import { sendTeamNotifications } from "./send-team-notifications";

const context = appWithMailbox();
const db = () => context.testApp.database.db;
const HOUR = 3_600_000;

const deliver = () => deliverOutbox(db(), context.smtp);

async function world(frequency: string) {
  const pi = await makeStaffUser(db());
  const member = await makeStaffUser(db());
  const leaver = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    title: `Memory study ${Math.random()}`,
    team: [
      { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
      { userId: member.id, role: "TEAM_MEMBER" },
      { userId: leaver.id, role: "TEAM_MEMBER" },
    ],
  });
  const client = await signedInClient(context.testApp, pi);
  const saved = await client.request({
    method: "POST",
    url: `/backend/secure/staff/studies/${study.id}/notifications`,
    payload: {
      notificationSettingName: "NEW_INTERESTED_PARTICIPANT_NOTIFICATION",
      frequency,
      recipientStudyTeamMembers: [member.id, leaver.id],
      specificEmailEnabled: true,
      specificEmail: "coordinator@example.edu",
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  // The leaver leaves the team after being chosen: they get nothing.
  await db().execute(
    sql`delete from study_team_members where study_id = ${study.id} and user_id = ${leaver.id}`,
  );
  return { study, pi, member, leaver };
}

describe("study teams' e-mail notifications", () => {
  it("e-mails each receiver still on the team, and the specific address, the count and a link, once a day", async () => {
    const { study, member, leaver } = await world("DAILY");
    for (const _ of [1, 2, 3]) {
      const volunteer = await makeVolunteer(db(), { city: "Secretville" }, { firstName: "Hidden" });
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        showInterestDate: new Date(Date.now() - HOUR),
      });
    }
    const now = new Date();
    await sendTeamNotifications(db(), now);
    const mails = (await deliver()).filter((mail) => mail.text.includes(study.studyNum));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["coordinator@example.edu", member.email].sort());
    expect(mails.map((mail) => mail.to[0])).not.toContain(leaver.email);
    for (const mail of mails) {
      expect(mail.text).toContain("3 new interested participants");
      expect(mail.text).toContain(`/studies/${study.studyNum}/interested/new`);
      expect(mail.text).not.toContain("Hidden");
      expect(mail.text).not.toContain("Secretville");
    }
    // Not due again within the day, even with something new.
    const volunteer = await makeVolunteer(db());
    await makeInterest(db(), {
      studyId: study.id,
      userId: volunteer.id,
      showInterestDate: new Date(now.getTime() + 1000),
    });
    await sendTeamNotifications(db(), new Date(now.getTime() + HOUR));
    expect((await deliver()).filter((mail) => mail.text.includes(study.studyNum))).toEqual([]);
    // A day later: only what came since.
    await sendTeamNotifications(db(), new Date(now.getTime() + 25 * HOUR));
    const next = (await deliver()).filter((mail) => mail.text.includes(study.studyNum));
    expect(next).toHaveLength(2);
    expect(next[0]?.text).toContain("has 1 new interested participant.");
  });

  it("sends nothing twice when two instances run the job at once, and nothing when nothing is new", async () => {
    const { study } = await world("IMMEDIATELY");
    const volunteer = await makeVolunteer(db());
    await makeInterest(db(), {
      studyId: study.id,
      userId: volunteer.id,
      showInterestDate: new Date(Date.now() - 60_000),
    });
    const now = new Date();
    await Promise.all([sendTeamNotifications(db(), now), sendTeamNotifications(db(), now)]);
    expect((await deliver()).filter((mail) => mail.text.includes(study.studyNum))).toHaveLength(2);
    await sendTeamNotifications(db(), new Date(now.getTime() + 60_000));
    expect((await deliver()).filter((mail) => mail.text.includes(study.studyNum))).toEqual([]);
  });
});
