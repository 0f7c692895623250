import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/index";
import { makeStaffUser } from "../test/factories";
import { createAppInstance, createTestApp, type TestApp, TestClient } from "../test/test-app";
import { SESSION_COOKIE } from "./plugins/session";

const CHECK = "/backend/secure/staff/authorization-check";
const RATE_LIMIT = 3;

let testApp: TestApp;
/** A second instance of the app on the same database, as behind a load balancer. */
let other: FastifyInstance;
/** An instance behind a TLS-terminating proxy it trusts (TRUST_PROXY=1), serving a web build. */
let proxied: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "recruit-web-"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Recruit</title><div id=root></div>");
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "assets", "app-1a2b3c.js"), "export {};");
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) };
  testApp = await createTestApp({ env, webRoot });
  other = await createAppInstance(testApp.database, { env });
  proxied = await createAppInstance(testApp.database, { env: { ...env, TRUST_PROXY: "1" }, webRoot });
});
afterAll(async () => {
  await other.close();
  await proxied.close();
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
}

/** A client signed in through one instance; `on` sends its requests to any instance. */
async function signedInClient(app: FastifyInstance = testApp.app) {
  const user = await makeStaffUser(testApp.database.db);
  const client = new TestClient(app);
  const response = await client.login(user.email, user.password);
  expect(response.statusCode).toBe(200);
  const sessionId = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";
  return { user, client, sessionId };
}

function check(app: FastifyInstance, sessionId: string) {
  return app.inject({ method: "GET", url: CHECK, cookies: { [SESSION_COOKIE]: sessionId } });
}

describe("security headers", () => {
  it("are on the web app's pages, its fallback route, API answers and error answers alike", async () => {
    for (const url of ["/", "/studies/current", "/backend/public/auth-details", CHECK, "/backend/nope"]) {
      expectSecurityHeaders(await testApp.app.inject({ method: "GET", url }));
    }
    const page = await testApp.app.inject({ method: "GET", url: "/studies/current" });
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("on a built asset, only those that act on a script or a stylesheet (issue 25)", async () => {
    const asset = await testApp.app.inject({ method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(asset.headers["referrer-policy"]).toBe("no-referrer");
    expect(asset.headers["strict-transport-security"]).toContain("max-age=");
    for (const documentOnly of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"])
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    // A page or an answer under an address that merely contains "assets" keeps them all.
    expectSecurityHeaders(await testApp.app.inject({ method: "GET", url: "/participate?q=/assets/" }));
  });
});

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure over plain HTTP", async () => {
    const response = await new TestClient(testApp.app).login(
      (await makeStaffUser(testApp.database.db)).email,
      "correct horse battery staple",
    );
    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(cookie?.secure).toBeFalsy();
  });

  it("is Secure behind a trusted proxy that received HTTPS, and a forged header is not believed", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const login = (app: FastifyInstance) =>
      new TestClient(app).request({
        method: "POST",
        url: "/backend/public/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: user.email, password: user.password },
      });
    const behindProxy = (await login(proxied)).cookies.find((item) => item.name === SESSION_COOKIE);
    expect(behindProxy).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
    const forged = (await login(testApp.app)).cookies.find((item) => item.name === SESSION_COOKIE);
    expect(forged?.secure).toBeFalsy();
  });
});

describe("sessions", () => {
  it("are rotated on sign-in: the session held before is ended, the new one differs", async () => {
    const { client, sessionId: first } = await signedInClient();
    const other = await makeStaffUser(testApp.database.db);
    const again = await client.login(other.email, other.password);
    const second = again.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await check(testApp.app, first)).statusCode).toBe(401);
    expect(await testApp.database.db.select().from(sessions).where(eq(sessions.id, first))).toEqual([]);
    expect((await client.request({ method: "GET", url: CHECK })).json().loggedInUser.userId).toBe(other.id);
  });

  it("never come from the client: a session id the server did not issue is refused", async () => {
    for (const made of ["made-up", "a".repeat(43), "a%00b", ""]) {
      expect((await check(testApp.app, made)).statusCode).toBe(401);
    }
  });
});

describe("two app instances on one database", () => {
  it("share sessions, and a logout on one is refused by the other at once", async () => {
    const { client, sessionId } = await signedInClient(testApp.app);
    expect((await check(other, sessionId)).statusCode).toBe(200);
    expect((await check(testApp.app, sessionId)).statusCode).toBe(200);
    expect((await client.request({ method: "POST", url: "/backend/logout" })).statusCode).toBe(200);
    expect((await check(other, sessionId)).statusCode).toBe(401);
    expect((await check(testApp.app, sessionId)).statusCode).toBe(401);
  });

  it("refuse an expired session and a deactivated account on every instance at once", async () => {
    const { db } = testApp.database;
    const expiring = await signedInClient(other);
    const deactivated = await signedInClient(testApp.app);
    for (const { sessionId } of [expiring, deactivated]) {
      expect((await check(testApp.app, sessionId)).statusCode).toBe(200);
      expect((await check(other, sessionId)).statusCode).toBe(200);
    }
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, expiring.sessionId));
    await db.update(users).set({ enabled: false }).where(eq(users.id, deactivated.user.id));
    for (const { sessionId } of [expiring, deactivated]) {
      expect((await check(testApp.app, sessionId)).statusCode).toBe(401);
      expect((await check(other, sessionId)).statusCode).toBe(401);
    }
  });

  it("count sign-in attempts together: the limit holds across instances", async () => {
    const user = await makeStaffUser(testApp.database.db);
    const attempt = (app: FastifyInstance) => new TestClient(app).login(user.email, "wrong password");
    const answers: number[] = [];
    for (const app of [testApp.app, other, testApp.app, other]) answers.push((await attempt(app)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    // Even the right password waits once the limit is reached, on either instance.
    expect((await new TestClient(testApp.app).login(user.email, user.password)).statusCode).toBe(429);
    // Another account from the same address is counted apart.
    const colleague = await makeStaffUser(testApp.database.db);
    expect((await new TestClient(other).login(colleague.email, colleague.password)).statusCode).toBe(200);
  });
});
