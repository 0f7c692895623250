import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audience } from "../../../core/contracts/endpoint";
import { allEndpoints } from "../../../core/contracts/endpoints";
import { errorReports, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { makeStaffUser } from "../../test/factories";
import { createAppInstance, createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady: (app) => {
      // Test-only routes that fail on purpose, to see the error plugin's answers.
      const config = { audience: audience.staff };
      app.get("/backend/secure/test-failure", { config }, async () => {
        throw new Error("database exploded");
      });
      app.get("/backend/secure/test-conflict", { config }, async () => {
        throw new AppError("CONFLICT", 409, "Someone else got there first");
      });
    },
  });
});
afterAll(() => testApp.close());

async function signedIn(options: Parameters<typeof makeStaffUser>[1] = {}) {
  const user = await makeStaffUser(testApp.database.db, options);
  const browser = new TestClient(testApp.app);
  await browser.login(user.email, user.password);
  return { user, browser };
}

describe("guards", () => {
  it("answers 401 to a secure call without a session", async () => {
    const response = await new TestClient(testApp.app).request({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "NOT_AUTHENTICATED" });
  });

  it("answers 401 to a made-up session id", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
      cookies: { recruit_session: "made-up" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets a staff member who accepted the agreement through", async () => {
    const { user, browser } = await signedIn();
    const response = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().loggedInUser.userId).toBe(user.id);
  });
});

describe("user agreement", () => {
  it("answers 403 not-agreed-to-user-agreement until accepted, then records the date and lets through", async () => {
    const { user, browser } = await signedIn({ agreed: false });
    const blocked = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ authError: "not-agreed-to-user-agreement" });

    const accepted = await browser.request({
      method: "POST",
      url: "/backend/secure/user-agreement-acceptances",
    });
    expect(accepted.statusCode).toBe(200);
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.agreedToUserAgreementAt?.getTime()).toBe(accepted.json().agreedDate);

    const allowed = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe("error shapes", () => {
  it("answers an unknown /backend path with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/backend/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers an AppError with its status and code", async () => {
    const { browser } = await signedIn();
    const response = await browser.request({ method: "GET", url: "/backend/secure/test-conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "CONFLICT",
      message: "Someone else got there first",
      details: [],
    });
  });

  it("answers an unexpected error with 500 and an errorId that was recorded", async () => {
    const { browser } = await signedIn();
    const response = await browser.request({ method: "GET", url: "/backend/secure/test-failure" });
    expect(response.statusCode).toBe(500);
    const { errorId } = response.json();
    expect(Object.keys(response.json())).toEqual(["errorId"]);
    const [report] = await testApp.database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, errorId));
    expect(report).toMatchObject({ source: "SERVER", message: "database exploded" });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const { browser } = await signedIn();
    const response = await browser.request({
      method: "POST",
      url: "/backend/secure/errors",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("browser error reports", () => {
  it("stores a report and answers its errorId", async () => {
    const { user, browser } = await signedIn();
    const response = await browser.request({
      method: "POST",
      url: "/backend/secure/errors",
      payload: {
        message: "Cannot read x of undefined",
        callStack: "at A",
        componentStack: "in B",
        url: "http://x/studies",
      },
    });
    expect(response.statusCode).toBe(200);
    const [report] = await testApp.database.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, response.json().errorId));
    expect(report).toMatchObject({ source: "CLIENT", userId: user.id, componentStack: "in B" });
  });

  it("refuses a report without a message with 400 and stores nothing", async () => {
    const { browser } = await signedIn();
    const [before] = await testApp.database.db.select({ n: count() }).from(errorReports);
    const response = await browser.request({
      method: "POST",
      url: "/backend/secure/errors",
      payload: { url: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("message");
    const [after] = await testApp.database.db.select({ n: count() }).from(errorReports);
    expect(after?.n).toBe(before?.n);
  });
});

describe("API reference", () => {
  it("is generated from the contracts, one operation per endpoint, each stating its audience", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/backend/openapi.json" });
    expect(response.statusCode).toBe(200);
    type Operation = { summary?: string; description?: string };
    const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/backend/public/login",
        "/backend/secure/staff/studies/",
        "/backend/secure/staff/studies/{studyId}",
      ]),
    );
    // This file's own test routes (/backend/secure/test-*) are not endpoints of the product.
    const operations = Object.entries(document.paths)
      .filter(([path]) => !path.includes("/test-"))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations).toHaveLength(allEndpoints.length);
    for (const operation of operations) {
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toMatch(/^Audience: /);
    }
    expect(document.paths["/backend/secure/staff/studies/{studyId}"]?.get?.description).toBe(
      "Audience: members of the study named by params studyId; any other study answers 404.",
    );
  });
});

describe("route declarations", () => {
  const build = (register: (app: FastifyInstance) => void) =>
    createAppInstance(testApp.database, { beforeReady: register });

  it("refuse to start an app with a /backend route that declares no audience", async () => {
    await expect(
      build((app) => {
        app.get("/backend/secure/staff/forgotten", async () => "leak");
      }),
    ).rejects.toThrow("GET /backend/secure/staff/forgotten declares no audience");
  });

  it("refuse a route naming a study that is not declared study-scoped, or a public /secure route", async () => {
    await expect(
      build((app) => {
        app.get(
          "/backend/secure/staff/studies/:studyId/leak",
          { config: { audience: audience.staff } },
          () => "",
        );
      }),
    ).rejects.toThrow("names a study (studyId) but is not declared studyMember");
    await expect(
      build((app) => {
        app.get("/backend/secure/open", { config: { audience: audience.public } }, () => "");
      }),
    ).rejects.toThrow("a /secure route cannot be public");
    await expect(
      build((app) => {
        app.get("/backend/things/:thingId", { config: { audience: audience.studyMember() } }, () => "");
      }),
    ).rejects.toThrow("has no path parameter studyId");
  });
});

describe("order of the checks", () => {
  it("answers an anonymous secure call 401 before looking at its input", async () => {
    const anonymous = new TestClient(testApp.app);
    for (const url of ["/backend/secure/staff/studies/abc", "/backend/secure/staff/studies/?page=-1"]) {
      const response = await anonymous.request({ method: "GET", url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "NOT_AUTHENTICATED" });
    }
    const write = await anonymous.request({
      method: "PATCH",
      url: "/backend/secure/staff/studies/1",
      payload: "{not json",
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(write.statusCode).toBe(401);
  });
});

describe("the NUL character", () => {
  it("is refused with 400 wherever it appears, with or without a session, and no error is stored", async () => {
    const [before] = await testApp.database.db.select({ n: count() }).from(errorReports);
    const anonymous = new TestClient(testApp.app);
    const login = await anonymous.request({
      method: "POST",
      url: "/backend/public/login",
      payload: { email: "a\u0000b@example.edu", password: "x" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "email" }] });
    const { browser } = await signedIn();
    const urls = [
      "/backend/secure/staff/study-synopses/a%00b",
      "/backend/secure/staff/registered-studies/%00",
      "/backend/secure/staff/imported-studies/%00",
      "/backend/secure/staff/studies/?study-number=%00",
    ];
    for (const url of urls) {
      const response = await browser.request({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
    }
    const report = await browser.request({
      method: "POST",
      url: "/backend/secure/errors",
      payload: { message: "boom\u0000" },
    });
    expect(report.statusCode).toBe(400);
    const [after] = await testApp.database.db.select({ n: count() }).from(errorReports);
    expect(after?.n).toBe(before?.n);
  });
});
