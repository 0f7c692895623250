import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ASK_NOTE_NAME, type MessageTemplate } from "../../../core/contracts/message-templates";
import { makeAttachment, makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function setUp() {
  const db = testApp.database.db;
  const pi = await makeStaffUser(db);
  const study = await makeStudy(db, {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const client = new TestClient(testApp.app);
  await client.login(pi.email, pi.password);
  return { client, studyId: study.id, url: `/backend/secure/staff/studies/${study.id}/message-templates` };
}

describe("message templates: the default ask note", () => {
  it("adds, reads by type and replaces the default note", async () => {
    const { client, studyId, url } = await setUp();
    const body = {
      studyId,
      type: "ASK_IF_INTERESTED",
      name: DEFAULT_ASK_NOTE_NAME,
      text: "Would you join?",
      attachments: [],
    };
    const added = await client.request({ method: "POST", url, payload: body });
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    const put = await client.request({
      method: "PUT",
      url: `${url}/${id}`,
      payload: { ...body, id, text: "New note" },
    });
    expect(put.statusCode).toBe(204);
    const asks = await client.request({ method: "GET", url: `${url}?type=ASK_IF_INTERESTED` });
    expect(asks.json()).toEqual([
      expect.objectContaining({
        id,
        name: DEFAULT_ASK_NOTE_NAME,
        text: "New note",
        type: "ASK_IF_INTERESTED",
        attachments: [],
      }),
    ]);
    const messagesOnly = await client.request({ method: "GET", url: `${url}?type=MESSAGE` });
    expect(messagesOnly.json()).toEqual([]);
  });

  it("refuses a duplicate name, a blank text and a text over 2000 characters with 400", async () => {
    const { client, studyId, url } = await setUp();
    const body = { studyId, type: "MESSAGE", name: "Welcome", text: "Hi", attachments: [] };
    expect((await client.request({ method: "POST", url, payload: body })).statusCode).toBe(201);
    const duplicate = await client.request({ method: "POST", url, payload: { ...body, name: "WELCOME" } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      code: "STUDY_MESSAGE_TEMPLATE_DUPLICATED_NAME",
      details: [{ field: "name", parameters: ["WELCOME"] }],
    });
    for (const text of ["  ", "x".repeat(2001)]) {
      const response = await client.request({
        method: "POST",
        url,
        payload: { ...body, name: "Other", text },
      });
      expect(response.statusCode).toBe(400);
    }
    const missing = await client.request({
      method: "POST",
      url,
      payload: { ...body, name: "With file", attachments: [{ id: 999999 }] },
    });
    expect(missing.json().code).toBe("STUDY_MESSAGE_TEMPLATE_MISSING_ATTACHMENTS");
  });
});

describe("message templates: the list and deletion", () => {
  it("lists by name with attachments still there, and deletes a template (404 once gone)", async () => {
    const { client, studyId, url } = await setUp();
    const db = testApp.database.db;
    const kept = await makeAttachment(db, { studyId, title: "Map" });
    const dropped = await makeAttachment(db, { studyId, title: "Old form" });
    const body = { studyId, type: "MESSAGE", text: "Hi *|FNAME|*" };
    for (const name of ["zebra", "Apple", "mango"]) {
      const response = await client.request({
        method: "POST",
        url,
        payload: {
          ...body,
          name,
          attachments: name === "Apple" ? [{ id: kept.id }, { id: dropped.id }] : [],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await client.request({
      method: "DELETE",
      url: `/backend/secure/staff/studies/${studyId}/attachments/${dropped.id}`,
    });
    const list = (await client.request({ method: "GET", url })).json<MessageTemplate[]>();
    expect(list.map((template) => template.name)).toEqual(["Apple", "mango", "zebra"]);
    expect(list[0]?.attachments).toEqual([{ id: kept.id }]);

    const target = list[1]?.id ?? 0;
    expect((await client.request({ method: "DELETE", url: `${url}/${target}` })).statusCode).toBe(204);
    expect((await client.request({ method: "GET", url: `${url}/${target}` })).statusCode).toBe(404);
    expect((await client.request({ method: "DELETE", url: `${url}/${target}` })).statusCode).toBe(404);
    const after = (await client.request({ method: "GET", url })).json<MessageTemplate[]>();
    expect(after.map((template) => template.name)).toEqual(["Apple", "zebra"]);
  });

  it("does not delete another study's template", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const created = await theirs.client.request({
      method: "POST",
      url: theirs.url,
      payload: { studyId: theirs.studyId, type: "MESSAGE", name: "Theirs", text: "Hi", attachments: [] },
    });
    const id = created.json().id;
    expect((await mine.client.request({ method: "DELETE", url: `${mine.url}/${id}` })).statusCode).toBe(404);
    expect((await mine.client.request({ method: "DELETE", url: `${theirs.url}/${id}` })).statusCode).toBe(
      404,
    );
    expect((await theirs.client.request({ method: "GET", url: `${theirs.url}/${id}` })).statusCode).toBe(200);
  });
});

describe("message templates: two team members editing one template", () => {
  async function setUpTwo() {
    const db = testApp.database.db;
    const pi = await makeStaffUser(db);
    const member = await makeStaffUser(db);
    const study = await makeStudy(db, {
      state: "ACTIVE",
      team: [
        { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
        { userId: member.id, role: "TEAM_MEMBER" },
      ],
    });
    const first = new TestClient(testApp.app);
    await first.login(pi.email, pi.password);
    const second = new TestClient(testApp.app);
    await second.login(member.email, member.password);
    const url = `/backend/secure/staff/studies/${study.id}/message-templates`;
    const body = {
      studyId: study.id,
      type: "MESSAGE",
      name: "Reminder",
      text: "See you soon",
      attachments: [],
    };
    const added = await first.request({ method: "POST", url, payload: body });
    const id: number = added.json().id;
    const read = async (client: TestClient) =>
      (await client.request({ method: "GET", url: `${url}/${id}` })).json() as MessageTemplate;
    const save = (client: TestClient, changes: object, ifMatch?: string) =>
      client.request({
        method: "PUT",
        url: `${url}/${id}`,
        headers: ifMatch === undefined ? {} : { "if-match": `"${ifMatch}"` },
        payload: { ...body, id, ...changes },
      });
    return { db, studyId: study.id, first, second, url, id, read, save };
  }

  it("refuses with 412 a save from a version a team member's save replaced, and changes nothing", async () => {
    const { first, second, read, save } = await setUpTwo();
    const opened = await read(first);
    expect(opened.version).toMatch(/^[0-9a-f]{16}$/);
    expect((await read(second)).version).toBe(opened.version);

    expect((await save(second, { text: "See you on Monday" }, opened.version)).statusCode).toBe(204);
    const stale = await save(first, { name: "Reminder for the visit" }, opened.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("STUDY_MESSAGE_TEMPLATE_CHANGED");
    const stored = await read(first);
    expect(stored).toMatchObject({ name: "Reminder", text: "See you on Monday" });
    expect(stored.version).not.toBe(opened.version);

    // Read again, the save goes through; without If-Match a save replaces whatever is stored.
    expect((await save(first, { name: "Reminder for the visit" }, stored.version)).statusCode).toBe(204);
    expect((await save(second, { text: "Last word" })).statusCode).toBe(204);
    expect(await read(first)).toMatchObject({ name: "Reminder", text: "Last word" });
  });

  it("keeps the version of a save that changes nothing, and changes it when an attachment goes", async () => {
    const { db, studyId, first, read, save } = await setUpTwo();
    const attachment = await makeAttachment(db, { studyId });
    expect((await save(first, { attachments: [{ id: attachment.id }] })).statusCode).toBe(204);
    const withFile = await read(first);
    expect((await save(first, { attachments: [{ id: attachment.id }] }, withFile.version)).statusCode).toBe(
      204,
    );
    expect((await read(first)).version).toBe(withFile.version);

    const removed = await first.request({
      method: "DELETE",
      url: `/backend/secure/staff/studies/${studyId}/attachments/${attachment.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const afterDeletion = await read(first);
    expect(afterDeletion.attachments).toEqual([]);
    expect(afterDeletion.version).not.toBe(withFile.version);
  });

  it("answers 400 for a malformed If-Match and 404 for a template deleted meanwhile", async () => {
    const { first, second, url, id, read, save } = await setUpTwo();
    const opened = await read(first);
    for (const ifMatch of ["12", "zzzzzzzzzzzzzzzz", "x".repeat(41)]) {
      const response = await save(first, { text: "Changed" }, ifMatch);
      expect(response.statusCode, ifMatch).toBe(400);
      expect(response.json().details[0].field).toBe("if-match");
    }
    expect((await read(first)).text).toBe("See you soon");
    expect((await second.request({ method: "DELETE", url: `${url}/${id}` })).statusCode).toBe(204);
    expect((await save(first, { text: "Changed" }, opened.version)).statusCode).toBe(404);
  });
});
