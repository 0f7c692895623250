import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../core/contracts/paging";
import type { PublicStudy, PublicStudySummary } from "../../../core/contracts/public-studies";
import { BOOLEAN_TRUE_ID, HEALTHY_VOLUNTEERS_TYPE_ID } from "../../../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const get = (url: string, language = "en") =>
  testApp.app.inject({ method: "GET", url, headers: { "accept-language": language } });

describe("public studies", () => {
  it("finds active studies only, by keyword, healthy volunteers and condition, in the reader's language", async () => {
    const active = await makeStudy(db(), { state: "ACTIVE", title: "Zebrafish sleep patterns and memory" });
    await db().execute(
      sql`update studies set participant_type_ids = ${`{${HEALTHY_VOLUNTEERS_TYPE_ID}}`}::int[] where id = ${active.id}`,
    );
    await db().execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
      values (${active.id}, ${STUDY_PROPERTY_IDS.title}, 'ES', 'Patrones de sueño del pez cebra')`);
    await makeStudy(db(), { state: "NOT_PUBLISHABLE", title: "Zebrafish that are not approved" });
    await makeStudy(db(), { state: "ARCHIVED", title: "Zebrafish of the past" });
    await makeStudy(db(), { state: "ACTIVE", title: "Another active study" });

    const found = (await get("/backend/public/participate/studies?q=zebrafish")).json<
      Page<PublicStudySummary>
    >();
    expect(found.totalCount).toBe(1);
    expect(found.page[0]).toMatchObject({
      studyNum: active.studyNum,
      title: "Zebrafish sleep patterns and memory",
      healthyVolunteers: true,
      textLanguages: { title: "EN", purpose: "EN" },
    });
    expect(JSON.stringify(found)).not.toMatch(/volunteer(Id|s")/);
    const spanish = (await get("/backend/public/participate/studies?q=zebrafish", "es")).json<
      Page<PublicStudySummary>
    >();
    // Each text falls back alone, and says which language it is in: a Spanish title over an English purpose.
    expect(spanish.page[0]).toMatchObject({
      title: "Patrones de sueño del pez cebra",
      textLanguages: { title: "ES", purpose: "EN" },
    });
    expect((await get("/backend/public/participate/studies?q=pez%20cebra", "es")).json().totalCount).toBe(1);
    // A study without Spanish texts reads in its own language, and says which.
    const untranslated = (await get("/backend/public/participate/studies?q=another", "es")).json<
      Page<PublicStudySummary>
    >();
    expect(untranslated.page[0]).toMatchObject({
      title: "Another active study",
      textLanguages: { title: "EN", purpose: "EN" },
    });
    expect(
      (await get("/backend/public/participate/studies?q=zebrafish&healthy=false")).json().totalCount,
    ).toBe(0);
    expect(
      (await get("/backend/public/participate/studies?q=zebrafish&condition=272000")).json().totalCount,
    ).toBe(1);
    expect(
      (await get("/backend/public/participate/studies?q=zebrafish&condition=272001")).json().totalCount,
    ).toBe(0);
    expect((await get("/backend/public/participate/studies?q=%25")).json().totalCount).toBe(0);

    const page = await get(`/backend/public/participate/studies/${active.studyNum.toLowerCase()}`, "es");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-language"]).toBe("es");
    expect(page.json<PublicStudy>()).toMatchObject({
      title: "Patrones de sueño del pez cebra",
      language: "ES",
      textLanguages: {
        title: "ES",
        purpose: "EN",
        studyDescription: "EN",
        aboutStudy: "EN",
        compensation: "EN",
      },
    });
    const english = (await get(`/backend/public/participate/studies/${active.studyNum}`)).json<PublicStudy>();
    expect(english).toMatchObject({ title: "Zebrafish sleep patterns and memory", language: "EN" });
  });

  it("follows the team's edits: a new title, its conditions, the end of its posting", async () => {
    const user = await makeStaffUser(db());
    const team = new TestClient(testApp.app);
    await team.login(user.email, user.password);
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      title: "Quokka habits",
      team: [{ userId: user.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const total = async (query: string) =>
      (await get(`/backend/public/participate/studies?${query}`)).json<Page<PublicStudySummary>>().totalCount;
    const edit = (ops: unknown[]) =>
      team.request({
        method: "PATCH",
        url: `/backend/secure/staff/studies/${study.id}`,
        payload: JSON.stringify(ops),
        headers: { "content-type": "application/json-patch+json" },
      });
    expect(await total("q=quokka")).toBe(1);

    const saved = await edit([
      {
        op: "replace",
        path: "/propertyValues",
        value: {
          title: "Wombat burrows at night",
          conditions: [272003],
          purpose: "Learn where wombats dig.",
          studyDescription: "One visit.",
          locations: [271000],
          offersCompensation: BOOLEAN_TRUE_ID,
          compensation: "$20",
          department: 270000,
          aboutStudy: "",
        },
      },
    ]);
    expect(saved.statusCode).toBe(204);
    expect(await total("q=quokka")).toBe(0);
    const found = (await get("/backend/public/participate/studies?q=womb%20nig&condition=272003")).json<
      Page<PublicStudySummary>
    >();
    expect(found.totalCount).toBe(1);
    expect(found.page[0]).toMatchObject({
      studyNum: study.studyNum,
      title: "Wombat burrows at night",
      purpose: "Learn where wombats dig.",
      offersCompensation: true,
    });
    expect(await total("q=wombat&condition=272000")).toBe(0);
    expect(await total("q=bat")).toBe(0);

    const ended = await edit([{ op: "replace", path: "/postingDeactivationDate", value: Date.now() }]);
    expect(ended.statusCode).toBe(204);
    expect(await total("q=wombat")).toBe(0);
  });

  it("answers 404 for a study that is not active", async () => {
    const inactive = await makeStudy(db(), { state: "NEVER_ACTIVATED" });
    expect((await get(`/backend/public/participate/studies/${inactive.studyNum}`)).statusCode).toBe(404);
    expect((await get("/backend/public/participate/studies/NO-SUCH-STUDY")).statusCode).toBe(404);
  });
});
