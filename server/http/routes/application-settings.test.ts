import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationSetting } from "../../../core/contracts/application-settings";
import type { Database } from "../../db/connect";
import { syncCaches } from "../../services/settings/cache-sync";
import { readSetting } from "../../services/settings/read-setting";
import { makeStaffUser } from "../../test/factories";
import {
  createAppInstance,
  createTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
} from "../../test/test-app";

let testApp: TestApp;
let admin: TestClient;
/** A second app instance on the same database, with its own connection pool and caches. */
let second: { database: Database; app: FastifyInstance };
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInClient(testApp, await makeStaffUser(testApp.database.db, { roles: ["ADMIN"] }));
  const database = await testApp.database.connectAgain();
  second = { database, app: await createAppInstance(database) };
});
afterAll(async () => {
  await second.app.close();
  await second.database.close();
  await testApp.close();
});

async function settingNamed(name: string): Promise<ApplicationSetting> {
  const settings: ApplicationSetting[] = (
    await admin.request({ method: "GET", url: "/backend/application-settings/" })
  ).json();
  const setting = settings.find((candidate) => candidate.name === name);
  if (!setting) throw new Error(`no setting ${name}`);
  return setting;
}

const put = (id: number, value: string) =>
  admin.request({ method: "PUT", url: `/backend/application-settings/${id}`, payload: { value } });

describe("application settings", () => {
  it("lists every setting with its group, description, type and value", async () => {
    const settings: ApplicationSetting[] = (
      await admin.request({ method: "GET", url: "/backend/application-settings/" })
    ).json();
    expect(settings.map((setting) => setting.name)).toEqual(
      expect.arrayContaining([
        "APPLICATION_URL",
        "RESET_PASSWORD_TOKEN_GRACE_PERIOD",
        "STUDY_IMPORT_TOKEN_GRACE_PERIOD",
      ]),
    );
    const reset = await settingNamed("RESET_PASSWORD_TOKEN_GRACE_PERIOD");
    expect(reset).toMatchObject({ group: "SECURITY", valueType: "INTEGER", value: "24" });
    const one = await admin.request({ method: "GET", url: `/backend/application-settings/${reset.id}` });
    expect(one.json()).toEqual(reset);
    expect(
      (await admin.request({ method: "GET", url: "/backend/application-settings/999999" })).statusCode,
    ).toBe(404);
  });

  it("checks a new value against the setting's type and keeps the old one when it does not suit", async () => {
    const days = await settingNamed("INTERESTED_RESPONSE_TARGET_DAYS");
    for (const bad of ["seven", "-1", "1.5", ""]) {
      const refused = await put(days.id, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "INVALID_SETTING_VALUE",
        message: "The value must be a whole number from 0 to 999999999",
      });
    }
    expect((await settingNamed("INTERESTED_RESPONSE_TARGET_DAYS")).value).toBe("7");
    const url = await settingNamed("APPLICATION_URL");
    expect((await put(url.id, "javascript:alert(1)")).json().code).toBe("INVALID_SETTING_VALUE");
    const saved = await put(days.id, "10");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: "INTERESTED_RESPONSE_TARGET_DAYS", value: "10" });
    expect(await readSetting({ db: testApp.database.db, name: "INTERESTED_RESPONSE_TARGET_DAYS" })).toBe(
      "10",
    );
  });

  it("reaches the other instance: a change or a refresh drops its cached settings", async () => {
    const reset = await settingNamed("RESET_PASSWORD_TOKEN_GRACE_PERIOD");
    const db = second.database.db;
    await syncCaches(db);
    expect(await readSetting({ db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe(reset.value);
    await put(reset.id, "48");
    // Cached for 30 s until the instance sees the new generation, as its timer does every second.
    expect(await readSetting({ db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe(reset.value);
    expect(await syncCaches(db)).toEqual(["settings"]);
    expect(await readSetting({ db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe("48");

    // A value changed in the database by hand reaches both instances after "refresh".
    await testApp.database.db.execute(
      sql`update application_settings set value = '72' where name = 'RESET_PASSWORD_TOKEN_GRACE_PERIOD'`,
    );
    expect(await readSetting({ db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe("48");
    const refreshed = await admin.request({ method: "POST", url: "/backend/application-settings/refresh" });
    expect(refreshed.statusCode).toBe(204);
    expect(await readSetting({ db: testApp.database.db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe(
      "72",
    );
    expect(await syncCaches(db)).toEqual(["settings"]);
    expect(await readSetting({ db, name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD" })).toBe("72");
    expect(await syncCaches(db)).toEqual([]);
  });

  it("refreshes lookup values on every instance", async () => {
    const lookups = (app: FastifyInstance) =>
      app
        .inject({ method: "GET", url: "/backend/lookup-values?type=SMOKING_STATUS" })
        .then((response) =>
          (response.json().SMOKING_STATUS as { id: number; displayText: string }[]).map(
            (value) => value.displayText,
          ),
        );
    await syncCaches(second.database.db);
    const before = await lookups(second.app);
    await testApp.database.db.execute(
      sql`update lookup_values set display_text = 'Never smoked (renamed)' where type = 'SMOKING_STATUS' and order_num = (select min(order_num) from lookup_values where type = 'SMOKING_STATUS')`,
    );
    expect(await lookups(second.app)).toEqual(before);
    expect((await admin.request({ method: "POST", url: "/backend/lookup-values/refresh" })).statusCode).toBe(
      204,
    );
    expect(await lookups(testApp.app)).toContain("Never smoked (renamed)");
    await syncCaches(second.database.db);
    expect(await lookups(second.app)).toContain("Never smoked (renamed)");
  });
});
