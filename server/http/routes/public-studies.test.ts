import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../core/contracts/paging";
import type { PublicStudy, PublicStudySummary } from "../../../core/contracts/public-studies";
import { HEALTHY_VOLUNTEERS_TYPE_ID } from "../../../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { makeStudy } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

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
    });
    expect(JSON.stringify(found)).not.toMatch(/volunteer(Id|s")/);
    const spanish = (await get("/backend/public/participate/studies?q=zebrafish", "es")).json<
      Page<PublicStudySummary>
    >();
    expect(spanish.page[0]?.title).toBe("Patrones de sueño del pez cebra");
    expect((await get("/backend/public/participate/studies?q=pez%20cebra", "es")).json().totalCount).toBe(1);
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
    });
    const english = (await get(`/backend/public/participate/studies/${active.studyNum}`)).json<PublicStudy>();
    expect(english).toMatchObject({ title: "Zebrafish sleep patterns and memory", language: "EN" });
  });

  it("answers 404 for a study that is not active", async () => {
    const inactive = await makeStudy(db(), { state: "NEVER_ACTIVATED" });
    expect((await get(`/backend/public/participate/studies/${inactive.studyNum}`)).statusCode).toBe(404);
    expect((await get("/backend/public/participate/studies/NO-SUCH-STUDY")).statusCode).toBe(404);
  });
});
