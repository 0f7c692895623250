import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patchForLabels } from "../../../core/contracts/interested-participants";
import { studyVolunteerLabels } from "../../db/schema/index";
import { makeInterest, makeLabel, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function world() {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const client = new TestClient(testApp.app);
  expect((await client.login(pi.email, pi.password)).statusCode).toBe(200);
  const labelsUrl = `/backend/secure/staff/studies/${study.id}/labels`;
  return { client, study, labelsUrl };
}

describe("labels", () => {
  it("are created, listed by name, renamed, recoloured and deleted", async () => {
    const { client, study, labelsUrl } = await world();
    const created = await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "Scheduled", style: "label-color-2", studyId: study.id },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "call back", style: "label-color-4" },
    });
    const listed = await client.request({ method: "GET", url: labelsUrl });
    expect(listed.json().map((label: { name: string }) => label.name)).toEqual(["call back", "Scheduled"]);
    const updated = await client.request({
      method: "PUT",
      url: `${labelsUrl}/${id}`,
      payload: { name: "Visit booked", style: "label-color-10" },
    });
    expect(updated.statusCode).toBe(204);
    expect((await client.request({ method: "GET", url: labelsUrl })).json()).toContainEqual({
      id,
      studyId: study.id,
      name: "Visit booked",
      style: "label-color-10",
    });
    expect((await client.request({ method: "DELETE", url: `${labelsUrl}/${id}` })).statusCode).toBe(204);
    expect((await client.request({ method: "GET", url: labelsUrl })).json()).toHaveLength(1);
  });

  it("refuses a blank name, an unknown colour and a name the study has, case aside", async () => {
    const { client, labelsUrl } = await world();
    const blank = await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "  ", style: "label-color-1" },
    });
    expect(blank.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "name", parameters: ["This is a required field"] }],
    });
    const colour = await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "A", style: "label-color-11" },
    });
    expect(colour.json()).toMatchObject({
      details: [{ field: "style", parameters: ["This is a required field"] }],
    });
    await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "Consented", style: "label-color-1" },
    });
    const duplicate = await client.request({
      method: "POST",
      url: labelsUrl,
      payload: { name: "CONSENTED", style: "label-color-2" },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().code).toBe("LABEL_DUPLICATED_NAME");
  });

  it("cannot touch another study's label (404), and deleting one removes it from every participant", async () => {
    const mine = await world();
    const theirs = await world();
    const label = await makeLabel(db(), { studyId: theirs.study.id });
    const rename = await mine.client.request({
      method: "PUT",
      url: `${mine.labelsUrl}/${label.id}`,
      payload: { name: "Mine now", style: "label-color-1" },
    });
    expect(rename.statusCode).toBe(404);
    expect(
      (await mine.client.request({ method: "DELETE", url: `${mine.labelsUrl}/${label.id}` })).statusCode,
    ).toBe(404);
    const volunteer = await makeVolunteer(db());
    const interest = await makeInterest(db(), {
      studyId: theirs.study.id,
      userId: volunteer.id,
      labelIds: [label.id],
    });
    await theirs.client.request({ method: "DELETE", url: `${theirs.labelsUrl}/${label.id}` });
    const links = await db()
      .select()
      .from(studyVolunteerLabels)
      .where(eq(studyVolunteerLabels.studyVolunteerId, interest.id));
    expect(links).toEqual([]);
  });
});

describe("label assignment", () => {
  it("adds and removes labels of a participant; adding one it has or removing one it lacks changes nothing", async () => {
    const { client, study } = await world();
    const [a, b, c] = [
      await makeLabel(db(), { studyId: study.id }),
      await makeLabel(db(), { studyId: study.id }),
      await makeLabel(db(), { studyId: study.id }),
    ];
    const volunteer = await makeVolunteer(db());
    const interest = await makeInterest(db(), {
      studyId: study.id,
      userId: volunteer.id,
      labelIds: [a?.id ?? 0],
    });
    const patch = (add: number[], remove: number[]) =>
      client.request({
        method: "PATCH",
        url: `/backend/secure/staff/studies/${study.id}/interested-participants/${interest.id}`,
        payload: patchForLabels({ add, remove }),
        headers: { "content-type": "application/json-patch+json" },
      });
    expect((await patch([a?.id ?? 0, b?.id ?? 0], [c?.id ?? 0])).statusCode).toBe(204);
    const labelsNow = async () =>
      (
        await db()
          .select({ labelId: studyVolunteerLabels.labelId })
          .from(studyVolunteerLabels)
          .where(eq(studyVolunteerLabels.studyVolunteerId, interest.id))
      )
        .map((row) => row.labelId)
        .sort();
    expect(await labelsNow()).toEqual([a?.id, b?.id].sort());
    expect((await patch([], [a?.id ?? 0])).statusCode).toBe(204);
    expect(await labelsNow()).toEqual([b?.id]);
  });

  it("refuses another study's label with 400 and changes nothing", async () => {
    const { client, study } = await world();
    const other = await world();
    const foreign = await makeLabel(db(), { studyId: other.study.id });
    const volunteer = await makeVolunteer(db());
    const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    const response = await client.request({
      method: "PATCH",
      url: `/backend/secure/staff/studies/${study.id}/interested-participants/${interest.id}`,
      payload: patchForLabels({ add: [foreign.id], remove: [] }),
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("UNKNOWN_LABEL");
  });
});
