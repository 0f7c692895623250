import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConversationPage, ConversationSummaryPage, Message } from "../../../core/contracts/messages";
import { CONVERSATION_LIST_PAGE_SIZE } from "../../../core/rules/limits";
import {
  accessAudits,
  attachments,
  messageAttachments,
  messages,
  studies,
  studyVolunteerLabels,
  users,
} from "../../db/schema/index";
import {
  type MadeUser,
  makeAttachment,
  makeInterest,
  makeLabel,
  makeMessage,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const MINUTE = 60_000;

const signedIn = (user: MadeUser) => signedInClient(testApp, user);

async function world() {
  const pi = await makeStaffUser(db(), { firstName: "Priya" });
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const volunteer = await makeVolunteer(db(), {}, { firstName: "Vera", lastName: "Volunteer" });
  const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
  return { pi, study, volunteer, interest, client: await signedIn(pi) };
}

const send = (client: TestClient, interest: { id: number; studyId: number; userId: number }, extra = {}) =>
  client.request({
    method: "POST",
    url: "/backend/secure/messages",
    payload: {
      studyVolunteer: { id: interest.id, studyId: interest.studyId, userId: interest.userId },
      body: "Could we call you on Tuesday?",
      attachments: [],
      ...extra,
    },
  });

const conversation = (client: TestClient, studyId: number, id: number, query = "") =>
  client.request({ method: "GET", url: `/backend/secure/conversations/${id}?study-id=${studyId}${query}` });

describe("sending a message", () => {
  it("stores it for the volunteer with its attachments, and it shows in the conversation", async () => {
    const { client, study, interest, pi } = await world();
    const attachment = await makeAttachment(db(), { studyId: study.id, title: "Map" });
    const consent = await makeAttachment(db(), { studyId: study.id, title: "Consent" });
    const response = await send(client, interest, {
      attachments: [{ id: attachment.id }, { id: consent.id }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json();
    const [stored] = await db().select().from(messages).where(eq(messages.id, id));
    expect(stored).toMatchObject({
      recipientVolunteer: true,
      fromUserId: pi.id,
      status: "UNREAD",
      kind: "MESSAGE",
    });
    expect(
      await db().select().from(messageAttachments).where(eq(messageAttachments.messageId, id)),
    ).toHaveLength(2);
    const page = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(page.page.at(-1)).toMatchObject({
      id,
      fromUserId: pi.id,
      studyId: study.id,
      studyVolunteerId: interest.id,
      userId: interest.userId,
      body: "Could we call you on Tuesday?",
      senderFirstName: "Priya",
      recipientVolunteer: true,
      status: "UNREAD",
      attachments: [
        { id: consent.id, title: "Consent" },
        { id: attachment.id, title: "Map" },
      ],
    });
    // The instant in ms, rounded from the stored microseconds.
    expect(
      Math.abs((page.page.at(-1)?.sentDate ?? 0) - (stored?.sentDate.getTime() ?? 0)),
    ).toBeLessThanOrEqual(1);
    // The answer is the JSON PostgreSQL writes: the contract's fields and no other, nothing missing.
    expect(ConversationPage.parse(page)).toEqual(page);
    expect(stored?.hasAttachments).toBe(true);
    // An attachment retitled shows its title now, in its new place among the message's.
    await db().update(attachments).set({ title: "Area map" }).where(eq(attachments.id, attachment.id));
    const retitled = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(retitled.page.at(-1)?.attachments.map(({ title }) => title)).toEqual(["Area map", "Consent"]);
  });

  it("names each message's sender as they are named now, and answers no attachments for a plain message", async () => {
    const { client, study, interest, pi, volunteer } = await world();
    const first = new Date(Date.now() - 2 * MINUTE);
    await makeMessage(db(), { interest, sentDate: first, body: "Hello, is there parking?" });
    const plain = await send(client, interest);
    expect(plain.statusCode, plain.body).toBe(201);
    const [stored] = await db().select().from(messages).where(eq(messages.id, plain.json().id));
    expect(stored?.hasAttachments).toBe(false);
    await db().update(users).set({ firstName: "Veronica" }).where(eq(users.id, volunteer.id));
    await db().update(users).set({ lastName: "Tester-Jones" }).where(eq(users.id, pi.id));
    const page = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(
      page.page.map(({ fromUserId, senderFirstName, senderLastName, attachments }) => ({
        fromUserId,
        senderFirstName,
        senderLastName,
        attachments,
      })),
    ).toEqual([
      { fromUserId: volunteer.id, senderFirstName: "Veronica", senderLastName: "Volunteer", attachments: [] },
      { fromUserId: pi.id, senderFirstName: "Priya", senderLastName: "Tester-Jones", attachments: [] },
    ]);
    for (const message of page.page) {
      expect(Object.keys(message).sort()).toEqual(Object.keys(Message.shape).sort());
    }
  });

  it("refuses a study that is not publishable, a deleted attachment, a blank or too long body", async () => {
    const { client, study, interest } = await world();
    const deleted = await makeAttachment(db(), { studyId: study.id });
    await client.request({
      method: "DELETE",
      url: `/backend/secure/staff/studies/${study.id}/attachments/${deleted.id}`,
    });
    const refusals = [
      await send(client, interest, { attachments: [{ id: deleted.id }] }),
      await send(client, interest, { body: "   " }),
      await send(client, interest, { body: "x".repeat(2001) }),
    ];
    for (const refusal of refusals) expect(refusal.statusCode).toBe(400);
    await db().update(studies).set({ publishable: false }).where(eq(studies.id, study.id));
    const hidden = await send(client, interest);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe("STUDY_NOT_PUBLISHABLE");
    expect(await db().select().from(messages).where(eq(messages.studyVolunteerId, interest.id))).toEqual([]);
  });

  it("is 404 for another study's participant, a deactivated account, and another team", async () => {
    const { client, study, interest } = await world();
    const other = await world();
    expect((await send(client, { ...other.interest, studyId: study.id })).statusCode).toBe(404);
    expect((await send(client, other.interest)).statusCode).toBe(404);
    await db().update(users).set({ enabled: false }).where(eq(users.id, interest.userId));
    expect((await send(client, interest)).statusCode).toBe(404);
  });
});

describe("a bulk message", () => {
  async function listWorld() {
    const setup = await world();
    const { study } = setup;
    const eligible = await Promise.all(
      ["Ann", "Ben"].map(async (firstName) => {
        const volunteer = await makeVolunteer(db(), {}, { firstName, lastName: "Eligible" });
        return makeInterest(db(), { studyId: study.id, userId: volunteer.id, status: "ELIGIBLE" });
      }),
    );
    const gone = await makeVolunteer(db(), {}, { firstName: "Gone", enabled: false });
    await makeInterest(db(), { studyId: study.id, userId: gone.id, status: "ELIGIBLE" });
    const label = await makeLabel(db(), { studyId: study.id, name: "Called" });
    const applied = await makeLabel(db(), { studyId: study.id, name: "Messaged" });
    return { ...setup, eligible, label, applied };
  }

  const bulk = (client: TestClient, body: Record<string, unknown>) =>
    client.request({
      method: "POST",
      url: "/backend/secure/bulk-messages",
      payload: { body: "Dear *|FNAME|* *|LNAME|*, see you soon", attachments: [], ...body },
    });

  const sentTo = (studyVolunteerId: number) =>
    db().select().from(messages).where(eq(messages.studyVolunteerId, studyVolunteerId));

  it("messages every enabled participant of a status list, names merged, with attachments and a label", async () => {
    const { client, study, eligible, interest, applied } = await listWorld();
    const attachment = await makeAttachment(db(), { studyId: study.id });
    const response = await bulk(client, {
      studyId: study.id,
      labelId: 0,
      participantStatus: "ELIGIBLE",
      attachments: [{ id: attachment.id }],
      applyLabelId: applied.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ attempted: 2, messaged: 2, labeled: 2 });
    const [ann] = await sentTo(eligible[0]?.id ?? 0);
    expect(ann).toMatchObject({
      body: "Dear Ann Eligible, see you soon",
      participantStatus: "ELIGIBLE",
      hasAttachments: true,
    });
    expect(
      await db()
        .select()
        .from(messageAttachments)
        .where(eq(messageAttachments.messageId, ann?.id ?? 0)),
    ).toHaveLength(1);
    // The New participant is in another list.
    expect(await sentTo(interest.id)).toEqual([]);
    const labeled = await db()
      .select()
      .from(studyVolunteerLabels)
      .where(eq(studyVolunteerLabels.labelId, applied.id));
    expect(labeled.map((row) => row.studyVolunteerId).sort()).toEqual(eligible.map((row) => row.id).sort());
  });

  it("messages All (status null) and a label's list", async () => {
    const { client, study, eligible, label } = await listWorld();
    const all = await bulk(client, { studyId: study.id, labelId: 0, participantStatus: null });
    expect(all.json()).toEqual({ attempted: 3, messaged: 3, labeled: 0 });
    await db()
      .insert(studyVolunteerLabels)
      .values({ studyVolunteerId: eligible[1]?.id ?? 0, labelId: label.id });
    const labelList = await bulk(client, { studyId: study.id, labelId: label.id, participantStatus: null });
    expect(labelList.json()).toEqual({ attempted: 1, messaged: 1, labeled: 0 });
    expect(await sentTo(eligible[1]?.id ?? 0)).toHaveLength(2);
  });

  it("stores nothing when refused: not publishable, another study's label, a deleted attachment", async () => {
    const { client, study, eligible } = await listWorld();
    const other = await listWorld();
    const deleted = await makeAttachment(db(), { studyId: study.id });
    await client.request({
      method: "DELETE",
      url: `/backend/secure/staff/studies/${study.id}/attachments/${deleted.id}`,
    });
    const base = { studyId: study.id, labelId: 0, participantStatus: "ELIGIBLE" };
    const refusals = [
      await bulk(client, { ...base, labelId: other.label.id }),
      await bulk(client, { ...base, applyLabelId: other.applied.id }),
      await bulk(client, { ...base, attachments: [{ id: deleted.id }] }),
      await bulk(client, { ...base, participantStatus: "ASKED" }),
      await bulk(client, { ...base, body: " " }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals.map((response) => response.json().code).slice(0, 3)).toEqual([
      "UNKNOWN_LABEL",
      "UNKNOWN_LABEL",
      "MESSAGE_MISSING_ATTACHMENTS",
    ]);
    await db().update(studies).set({ publishable: false }).where(eq(studies.id, study.id));
    const hidden = await bulk(client, base);
    expect(hidden.json().code).toBe("STUDY_NOT_PUBLISHABLE");
    expect(await sentTo(eligible[0]?.id ?? 0)).toEqual([]);
    expect((await bulk(client, { ...base, studyId: other.study.id })).statusCode).toBe(404);
  });
});

describe("a conversation", () => {
  async function longConversation(unreadFrom: number | null) {
    const setup = await world();
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 25; index += 1) {
      const fromTeam = index % 3 === 1;
      await makeMessage(db(), {
        interest: setup.interest,
        fromUserId: fromTeam ? setup.pi.id : undefined,
        status: !fromTeam && unreadFrom !== null && index >= unreadFrom ? "UNREAD" : "READ",
        sentDate: new Date(start + index * MINUTE),
        body: `message ${index}`,
      });
    }
    return setup;
  }
  const bodies = (page: ConversationPage) => page.page.map((message) => message.body);

  it("opens at the last ten when nothing is unread, and shows earlier ones by index", async () => {
    const { client, study, interest } = await longConversation(null);
    const opened = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(opened).toMatchObject({ totalCount: 25, fromIndex: 15 });
    expect(bodies(opened)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${15 + i}`));
    const earlier = (
      await conversation(client, study.id, interest.id, "&from-index=5&to-index=15")
    ).json<ConversationPage>();
    expect(earlier.fromIndex).toBe(5);
    expect(bodies(earlier)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${5 + i}`));
    const past = (
      await conversation(client, study.id, interest.id, "&from-index=40")
    ).json<ConversationPage>();
    expect(past).toMatchObject({ page: [], fromIndex: 25 });
  });

  it("opens at the first unread message from the volunteer, then marks them read, the counts following", async () => {
    const { client, study, interest, pi } = await longConversation(7);
    const countsNow = async () => {
      const row = (
        await client.request({
          method: "GET",
          url: `/backend/secure/staff/studies/${study.id}/interested-participants/${interest.id}`,
        })
      ).json();
      const dashboard = (
        await client.request({ method: "GET", url: `/backend/secure/staff/studies/${study.id}` })
      ).json();
      return [row.unreadMessageCount, dashboard.unreadMessageCount];
    };
    // From 7 on, the volunteer's messages (not index % 3 === 1, the team's) are unread: 8, 9, 11, ... 24.
    expect(await countsNow()).toEqual([12, 12]);
    const opened = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(opened.fromIndex).toBe(8);
    expect(bodies(opened)).toHaveLength(17);
    expect(opened.page[0]).toMatchObject({ body: "message 8", status: "UNREAD", recipientVolunteer: false });
    expect(await countsNow()).toEqual([0, 0]);
    const again = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(again.fromIndex).toBe(15);
    expect(again.page.every((message) => message.status === "READ" || message.recipientVolunteer)).toBe(true);
    const audits = await db()
      .select()
      .from(accessAudits)
      .where(and(eq(accessAudits.studyId, study.id), eq(accessAudits.action, "MESSAGES_READ")));
    expect(audits.map((audit) => audit.actorUserId)).toEqual([pi.id, pi.id]);
  });

  it("opens at an unread message among the last ten, showing it and the newer ones only", async () => {
    const { client, study, interest } = await longConversation(23);
    const opened = (await conversation(client, study.id, interest.id)).json<ConversationPage>();
    expect(opened).toMatchObject({ totalCount: 25, fromIndex: 23 });
    expect(bodies(opened)).toEqual(["message 23", "message 24"]);
  });

  it("is 404 for another study's participant and another team, and reads nothing then", async () => {
    const { client, study } = await world();
    const other = await world();
    await makeMessage(db(), { interest: other.interest, status: "UNREAD", sentDate: new Date() });
    expect((await conversation(client, study.id, other.interest.id)).statusCode).toBe(404);
    expect((await conversation(client, other.study.id, other.interest.id)).statusCode).toBe(404);
    const [message] = await db()
      .select()
      .from(messages)
      .where(eq(messages.studyVolunteerId, other.interest.id));
    expect(message?.status).toBe("UNREAD");
  });
});

describe("the inbox", () => {
  it("lists conversations with a message from the volunteer, latest first, by name and unread only", async () => {
    const { client, study, pi } = await world();
    const now = Date.now();
    const people = [];
    for (const [index, name] of ["Ada", "Ben", "Cleo"].entries()) {
      const volunteer = await makeVolunteer(db(), {}, { firstName: name, lastName: "Smith" });
      const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
      people.push(interest);
      await makeMessage(db(), {
        interest,
        sentDate: new Date(now - (3 - index) * MINUTE),
        status: index === 0 ? "UNREAD" : "READ",
      });
    }
    // Only the team wrote to this one: not in the inbox.
    const quiet = await makeInterest(db(), { studyId: study.id, userId: (await makeVolunteer(db())).id });
    await makeMessage(db(), { interest: quiet, fromUserId: pi.id, sentDate: new Date(now) });
    const url = `/backend/secure/staff/studies/${study.id}/conversations`;
    const all = (await client.request({ method: "GET", url })).json<ConversationSummaryPage>();
    expect(all.page.map((row) => row.firstName)).toEqual(["Cleo", "Ben", "Ada"]);
    expect(all.totalCount).toBe(3);
    expect(all.page[2]).toMatchObject({ unreadMessageCount: 1, studyVolunteerId: people[0]?.id });
    // The answer is the JSON PostgreSQL writes: the contract's fields and no other, nothing missing, and the
    // instant of the volunteer's message in ms.
    expect(ConversationSummaryPage.parse(all)).toEqual(all);
    expect(all.fromIndex).toBe(0);
    expect(all.page[2]?.lastReceivedDate).toBe(now - 3 * MINUTE);
    const past = (
      await client.request({ method: "GET", url: `${url}?page=2` })
    ).json<ConversationSummaryPage>();
    expect(past).toEqual({ page: [], totalCount: 3, fromIndex: CONVERSATION_LIST_PAGE_SIZE });
    const unread = (
      await client.request({ method: "GET", url: `${url}?unread-only=true` })
    ).json<ConversationSummaryPage>();
    expect(unread.page.map((row) => row.firstName)).toEqual(["Ada"]);
    const named = (
      await client.request({ method: "GET", url: `${url}?search-value=le` })
    ).json<ConversationSummaryPage>();
    expect(named.page.map((row) => row.firstName)).toEqual(["Cleo"]);
    // A volunteer renamed shows by the new name (the copy on the participant's row follows the account).
    await db()
      .update(users)
      .set({ firstName: "Adele" })
      .where(eq(users.id, people[0]?.userId ?? 0));
    const renamed = (await client.request({ method: "GET", url })).json<ConversationSummaryPage>();
    expect(renamed.page.map((row) => row.firstName)).toEqual(["Cleo", "Ben", "Adele"]);
    await db().update(studies).set({ publishable: false }).where(eq(studies.id, study.id));
    expect((await client.request({ method: "GET", url })).json()).toMatchObject({ page: [], totalCount: 0 });
  });
});
