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
