import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ASK_NOTE_NAME } from "../../../core/contracts/message-templates";
import { makeStaffUser, makeStudy } from "../../test/factories";
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
