import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { messages, outboxMails, users, volunteerNotifications } from "../../db/schema/index";
import { appWithMailbox } from "../../test/app-with-mailbox";
import {
  type MadeUser,
  makeInterest,
  makeMatch,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { deliverOutbox } from "../../test/smtp-sink";
import { signedInClient, type TestClient } from "../../test/test-app";
import { sendVolunteerDigests } from "./send-volunteer-digests";

const context = appWithMailbox();
const db = () => context.testApp.database.db;
const DAY = 86_400_000;
const SECRET = "Your blood test results were borderline";

/** Sends what the outbox holds to the SMTP sink; answers the mails it received then for these addresses. */
async function deliver(...addresses: string[]) {
  const mails = await deliverOutbox(db(), context.smtp);
  return mails.filter((mail) => mail.to.some((to) => addresses.includes(to)));
}

async function world(studyTitle = `Sleep and memory ${Math.random()}`) {
  const pi = await makeStaffUser(db(), {});
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    title: studyTitle,
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  return { pi, study, studyTitle, client: await signedInClient(context.testApp, pi) };
}

async function interested(studyId: number, frequency: string | null, recommendation?: string) {
  const volunteer = await makeVolunteer(db(), {
    messageNotificationFrequency: frequency,
    recommendationNotificationFrequency: recommendation ?? null,
  });
  const interest = await makeInterest(db(), { studyId, userId: volunteer.id });
  return { volunteer, interest };
}

function send(client: TestClient, interest: { id: number; studyId: number; userId: number }) {
  return client.request({
    method: "POST",
    url: "/backend/secure/messages",
    payload: {
      studyVolunteer: { id: interest.id, studyId: interest.studyId, userId: interest.userId },
      body: SECRET,
    },
  });
}

function expectNoPrivateText(mail: { text: string }, volunteer: MadeUser) {
  expect(mail.text).not.toContain(SECRET);
  expect(mail.text).not.toContain(volunteer.firstName);
}

describe("e-mail to volunteers about messages", () => {
  it("writes at once to a volunteer who wants it immediately (the default), with the study's title and a link only", async () => {
    const { client, study, studyTitle } = await world();
    const chosen = await interested(study.id, "IMMEDIATELY");
    const unset = await interested(study.id, null);
    for (const { interest } of [chosen, unset]) expect((await send(client, interest)).statusCode).toBe(201);
    const mails = await deliver(chosen.volunteer.email, unset.volunteer.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain("Subject: You have a new message from a study team");
      expect(mail.text).toContain(studyTitle);
      expect(mail.text).toContain("/volunteer/messages");
      expectNoPrivateText(mail, chosen.volunteer);
    }
  });

  it("gathers a daily volunteer's messages into one digest a day after the first, and never writes to 'never'", async () => {
    const first = await world();
    const second = await world();
    const daily = await makeVolunteer(db(), { messageNotificationFrequency: "DAILY" });
    const never = await interested(first.study.id, "NEVER");
    const interests = await Promise.all(
      [first, second].map(({ study }) => makeInterest(db(), { studyId: study.id, userId: daily.id })),
    );
    await send(first.client, interests[0] as (typeof interests)[0]);
    await send(second.client, interests[1] as (typeof interests)[1]);
    await send(first.client, never.interest);
    expect(await deliver(daily.email, never.volunteer.email)).toEqual([]);

    await sendVolunteerDigests(db(), new Date(Date.now() + DAY / 2));
    expect(await deliver(daily.email)).toEqual([]);
    await sendVolunteerDigests(db(), new Date(Date.now() + DAY + 60_000));
    const [digest, ...more] = await deliver(daily.email, never.volunteer.email);
    expect(more).toEqual([]);
    expect(digest?.text).toContain("Subject: Your updates from Recruit");
    expect(digest?.text).toContain(first.studyTitle);
    expect(digest?.text).toContain(second.studyTitle);
    expectNoPrivateText(digest ?? { text: "" }, daily);
    // Once sent, nothing waits: the next run writes nothing.
    await sendVolunteerDigests(db(), new Date(Date.now() + 2 * DAY));
    expect(await deliver(daily.email)).toEqual([]);
  });

  it("leaves out of a digest what the volunteer has read meanwhile, and writes nothing when all was read", async () => {
    const { client, study } = await world();
    const weekly = await interested(study.id, "WEEKLY");
    const response = await send(client, weekly.interest);
    await db().update(messages).set({ status: "READ" }).where(eq(messages.id, response.json().id));
    await sendVolunteerDigests(db(), new Date(Date.now() + 8 * DAY));
    expect(await deliver(weekly.volunteer.email)).toEqual([]);
    expect(
      await db()
        .select()
        .from(volunteerNotifications)
        .where(eq(volunteerNotifications.userId, weekly.volunteer.id)),
    ).toEqual([]);
  });

  it("writes in each reader's language, at once and in digests (a loved one's in the parent's)", async () => {
    const { client, study, studyTitle } = await world();
    const spanish = await interested(study.id, "IMMEDIATELY");
    const english = await interested(study.id, "IMMEDIATELY");
    const daily = await interested(study.id, "DAILY");
    const parent = await makeVolunteer(db(), {});
    const child = await interested(study.id, "IMMEDIATELY");
    await db().update(users).set({ preferredLanguage: "es" }).where(eq(users.id, spanish.volunteer.id));
    await db().update(users).set({ preferredLanguage: "es" }).where(eq(users.id, daily.volunteer.id));
    await db().update(users).set({ preferredLanguage: "es" }).where(eq(users.id, parent.id));
    await db().update(users).set({ parentUserId: parent.id }).where(eq(users.id, child.volunteer.id));
    // The study's Spanish title goes to the Spanish readers (ASCII: the sink's raw text encodes accents).
    const spanishTitle = `Sueno y memoria ${Math.random()}`;
    await db().execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
      values (${study.id}, ${STUDY_PROPERTY_IDS.title}, 'ES', ${spanishTitle})`);
    for (const { interest } of [spanish, english, daily, child]) await send(client, interest);
    const delivered = await deliver(spanish.volunteer.email, english.volunteer.email, parent.email);
    const to = (address: string) => delivered.find((mail) => mail.to.includes(address));
    const inSpanish = to(spanish.volunteer.email);
    // The raw message as the SMTP sink received it: accents are encoded, so ASCII parts are compared.
    expect(inSpanish?.text).toContain("Subject: Tiene un mensaje nuevo de un equipo de estudio");
    expect(inSpanish?.text).toContain(spanishTitle);
    expect(inSpanish?.text).not.toContain(studyTitle);
    expect(inSpanish?.text).toContain("Inicie sesi");
    expectNoPrivateText(inSpanish ?? { text: "" }, spanish.volunteer);
    const inEnglish = to(english.volunteer.email);
    expect(inEnglish?.text).toContain("Subject: You have a new message from a study team");
    expect(inEnglish?.text).toContain(studyTitle);
    const toParent = to(parent.email);
    expect(toParent?.text).toContain("Inicie sesi");
    await sendVolunteerDigests(db(), new Date(Date.now() + DAY + 60_000));
    const [digest] = await deliver(daily.volunteer.email);
    expect(digest?.text).toContain("Subject: Sus novedades de Recruit");
    expect(digest?.text).toContain(spanishTitle);
  });

  it("sends a loved one's mail to the parent, and nothing for a deactivated account", async () => {
    const { client, study } = await world();
    const parent = await makeVolunteer(db(), {});
    const child = await interested(study.id, "IMMEDIATELY");
    await db().update(users).set({ parentUserId: parent.id }).where(eq(users.id, child.volunteer.id));
    await send(client, child.interest);
    const mails = await deliver(parent.email, child.volunteer.email);
    expect(mails.map((mail) => mail.to)).toEqual([[parent.email]]);

    const gone = await interested(study.id, "DAILY");
    await send(client, gone.interest);
    await db().update(users).set({ enabled: false }).where(eq(users.id, gone.volunteer.id));
    await sendVolunteerDigests(db(), new Date(Date.now() + 2 * DAY));
    expect(await deliver(gone.volunteer.email)).toEqual([]);
  });

  it("tells of a bulk message by each volunteer's frequency, in the same transaction", async () => {
    const { client, study } = await world();
    const now = await interested(study.id, "IMMEDIATELY");
    const later = await interested(study.id, "MONTHLY");
    const response = await client.request({
      method: "POST",
      url: "/backend/secure/bulk-messages",
      payload: { studyId: study.id, labelId: 0, participantStatus: null, body: SECRET },
    });
    expect(response.json()).toMatchObject({ messaged: 2 });
    const queued = await db()
      .select()
      .from(outboxMails)
      .where(inArray(outboxMails.toAddress, [now.volunteer.email, later.volunteer.email]));
    expect(queued.map((mail) => mail.toAddress)).toEqual([now.volunteer.email]);
    expect(
      await db()
        .select()
        .from(volunteerNotifications)
        .where(eq(volunteerNotifications.userId, later.volunteer.id)),
    ).toHaveLength(1);
  });
});

describe("e-mail to volunteers about asks", () => {
  it("follows the recommendation frequency: at once, or in the weekly digest (the default)", async () => {
    const { client, study, studyTitle } = await world();
    const eager = await makeVolunteer(db(), { recommendationNotificationFrequency: "IMMEDIATELY" });
    const unset = await makeVolunteer(db(), {});
    for (const volunteer of [eager, unset]) {
      await makeMatch(db(), { studyId: study.id, userId: volunteer.id, status: "EXACT" });
      const response = await client.request({
        method: "PATCH",
        url: `/backend/secure/staff/studies/${study.id}/matched-participants/${volunteer.id}`,
        payload: JSON.stringify([
          { op: "test", path: "/status", value: "EXACT" },
          { op: "replace", path: "/status", value: "ASKED_IF_INTERESTED" },
          { op: "add", path: "/message", value: SECRET },
        ]),
        headers: { "content-type": "application/json-patch+json" },
      });
      expect(response.statusCode).toBe(204);
    }
    const [ask, ...more] = await deliver(eager.email, unset.email);
    expect(more).toEqual([]);
    expect(ask?.to).toEqual([eager.email]);
    expect(ask?.text).toContain("Subject: A study team would like to know if you are interested");
    expect(ask?.text).toContain("/volunteer/studies-for-you");
    expectNoPrivateText(ask ?? { text: "" }, eager);

    await sendVolunteerDigests(db(), new Date(Date.now() + 6 * DAY));
    expect(await deliver(unset.email)).toEqual([]);
    await sendVolunteerDigests(db(), new Date(Date.now() + 7 * DAY + 60_000));
    const [digest] = await deliver(unset.email);
    expect(digest?.text).toContain("would like to know if you are interested");
    expect(digest?.text).toContain(studyTitle);
  });
});
