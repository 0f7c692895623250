import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE } from "../../../core/contracts/auth";
import { loginAudits, sessions } from "../../db/schema/index";
import { makeStaffUser, makeVolunteerUser } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const client = () => new TestClient(testApp.app);

describe("sign-in: behaviour", () => {
  it("signs a staff member in with an HttpOnly session cookie and reports them in auth-details", async () => {
    const user = await makeStaffUser(testApp.database.db, { roles: ["ADMIN"], firstName: "Ada" });
    const browser = client();
    const response = await browser.login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      loggedInUser: {
        userId: user.id,
        kind: "STAFF",
        firstName: "Ada",
        lastName: "Tester",
        impersonator: null,
        roles: ["ADMIN"],
        language: null,
      },
      redirectPath: "/studies/current",
    });
    const cookie = response.cookies.find((c) => c.name === "recruit_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const details = await browser.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json()).toEqual({
      loggedInUser: {
        userId: user.id,
        kind: "STAFF",
        firstName: "Ada",
        lastName: "Tester",
        impersonator: null,
        roles: ["ADMIN"],
        language: null,
      },
    });
  });

  it("answers a visitor's auth-details with no user", async () => {
    const details = await client().request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ loggedInUser: null });
  });

  it("returns to an in-app redirect address", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const response = await client().request({
      method: "POST",
      url: "/backend/public/login",
      payload: { email: user.email, password: user.password, redirectUrl: "/studies/ABC123?page=2" },
    });
    expect(response.json().redirectPath).toBe("/studies/ABC123?page=2");
  });

  it("logs out: ends the session and says where to go", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const browser = client();
    await browser.login(user.email, user.password);
    const response = await browser.request({ method: "POST", url: "/backend/logout" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectUrl: "http://localhost:3000/login/study-team" });
    const rows = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
    const details = await browser.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json()).toEqual({ loggedInUser: null });
  });
});

describe("sign-in: adversarial", () => {
  it("gives one message for a wrong password and for an unknown e-mail, and records both", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const wrongPassword = await client().login(user.email, "not the password");
    const unknownEmail = await client().login("nobody-here@example.edu", user.password);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: "INVALID_CREDENTIALS",
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(response.cookies.find((c) => c.name === "recruit_session")).toBeUndefined();
    }
    const audits = await testApp.database.db
      .select()
      .from(loginAudits)
      .where(eq(loginAudits.userId, user.id));
    expect(audits.map((a) => a.auditStatus)).toEqual(["FAILURE"]);
  });

  it("does not let a volunteer or a disabled staff member into the staff app", async () => {
    const volunteer = await makeVolunteerUser(testApp.database.db);
    const disabled = await makeStaffUser(testApp.database.db, { enabled: false });
    expect((await client().login(volunteer.email, volunteer.password)).statusCode).toBe(401);
    expect((await client().login(disabled.email, disabled.password)).statusCode).toBe(401);
  });

  it("ignores an open-redirect attempt and goes to the study list", async () => {
    const user = await makeStaffUser(testApp.database.db);
    for (const redirectUrl of ["https://evil.example.com/", "//evil.example.com", "/\\evil.example.com"]) {
      const response = await client().request({
        method: "POST",
        url: "/backend/public/login",
        payload: { email: user.email, password: user.password, redirectUrl },
      });
      expect(response.json().redirectPath).toBe("/studies/current");
    }
  });

  it("answers a malformed sign-in with 400 and the field", async () => {
    const response = await client().request({
      method: "POST",
      url: "/backend/public/login",
      payload: { password: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "email" }] });
  });

  it("refuses a mutating call without the CSRF header with 403 and creates no session", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const browser = client();
    await browser.fetchCsrf();
    const response = await browser.request({
      method: "POST",
      url: "/backend/public/login",
      payload: { email: user.email, password: user.password },
      withCsrf: false,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ authError: "invalid-csrf-token" });
    const rows = await testApp.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("refuses a forged CSRF token", async () => {
    const browser = client();
    await browser.fetchCsrf();
    const response = await browser.request({
      method: "POST",
      url: "/backend/logout",
      headers: { "x-csrf-token": "forged" },
      withCsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("sign-in rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(() => limited.close());

  it("answers 429 after too many attempts in a minute, even with the right password", async () => {
    const user = await makeStaffUser(limited.database.db);
    const browser = new TestClient(limited.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await browser.login(user.email, "wrong")).statusCode).toBe(401);
    }
    const blocked = await browser.login(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
