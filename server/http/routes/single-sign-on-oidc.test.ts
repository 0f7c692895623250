import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser, makeStudy, makeVolunteerUser, unique } from "../../test/factories";
import {
  signInAtTestProvider,
  startTestOidcProvider,
  TEST_OIDC_CLIENT,
  type TestOidcProvider,
} from "../../test/oidc-test-provider";
import { createTestApp, signedInClient, type TestApp, TestClient } from "../../test/test-app";

/** The test database's APPLICATION_URL (server/test/global-setup.ts): the provider sends browsers back there. */
const APP = "http://localhost:3000";
let provider: TestOidcProvider;
let testApp: TestApp;
let passwordOffApp: TestApp;

beforeAll(async () => {
  provider = await startTestOidcProvider({
    redirectUris: [`${APP}/backend/public/sso/oidc/callback`],
    postLogoutRedirectUris: [`${APP}/login/study-team`],
  });
  const env = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
    OIDC_NAME: "Test University",
  };
  testApp = await createTestApp({ env });
  passwordOffApp = await createTestApp({ env: { ...env, STAFF_PASSWORD_LOGIN: "0" } });
});
afterAll(async () => {
  await testApp.close();
  await passwordOffApp.close();
  await provider.close();
});

const db = () => testApp.database.db;

/** A browser that starts at Recruit's button, signs in at the provider as `login`, and comes back. */
async function signInThroughProvider(
  login: string,
  options: { redirectUrl?: string; tamper?: (url: URL) => void } = {},
) {
  const browser = new TestClient(testApp.app);
  const query = options.redirectUrl ? `?redirectUrl=${encodeURIComponent(options.redirectUrl)}` : "";
  const start = await browser.request({ method: "GET", url: `/backend/public/sso/oidc/start${query}` });
  expect(start.statusCode).toBe(303);
  const callback = await signInAtTestProvider(String(start.headers.location), login);
  expect(callback.href.startsWith(`${APP}/backend/public/sso/oidc/callback?`)).toBe(true);
  options.tamper?.(callback);
  const back = await browser.request({ method: "GET", url: `${callback.pathname}${callback.search}` });
  return { browser, back };
}

const staffRows = async (email: string) =>
  sqlRows(
    await db().execute(sql`select u.id, u.type, u.agreed_to_user_agreement_at as "agreedAt",
        (select count(*) from user_roles r where r.user_id = u.id)::int as roles,
        (select count(*) from study_team_members m where m.user_id = u.id)::int as studies
      from users u where lower(u.email) = ${email.toLowerCase()}`),
  );

describe("staff single sign-on through OpenID Connect (issue 26)", () => {
  it("offers the provider on the sign-in page, beside the password", async () => {
    const answer = await new TestClient(testApp.app).request({
      method: "GET",
      url: "/backend/public/sso/providers",
    });
    expect(answer.json()).toEqual({
      providers: [{ id: "oidc", name: "Test University" }],
      staffPasswordLogin: true,
    });
  });

  it("links a returning colleague's account by verified e-mail, then finds it by subject", async () => {
    const staff = await makeStaffUser(db(), { roles: ["ADMIN"] });
    const { browser, back } = await signInThroughProvider(staff.email, { redirectUrl: "/studies/archived" });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/studies/archived");
    const details = await browser.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json().loggedInUser).toMatchObject({ userId: staff.id, kind: "STAFF", roles: ["ADMIN"] });
    const [identity] = sqlRows(
      await db().execute(sql`select provider, subject from user_identities where user_id = ${staff.id}`),
    );
    expect(identity).toEqual({ provider: "oidc", subject: staff.email });

    // The university changes the address; the subject still finds the same account.
    provider.overrides.set(staff.email, { email: `${unique("renamed")}@example.edu` });
    const again = await signInThroughProvider(staff.email);
    const user = (await again.browser.request({ method: "GET", url: "/backend/public/auth-details" })).json()
      .loggedInUser;
    expect(user.userId).toBe(staff.id);
    provider.overrides.delete(staff.email);
  });

  it("gives a first-time person a staff account with no study and no role, at the user agreement", async () => {
    const email = `${unique("newcomer")}@example.edu`;
    const { browser, back } = await signInThroughProvider(email);
    expect(back.headers.location).toBe("/studies/current");
    const [row] = await staffRows(email);
    expect(row).toMatchObject({ type: "STAFF", agreedAt: null, roles: 0, studies: 0 });
    const studies = await browser.request({ method: "GET", url: "/backend/secure/staff/studies/" });
    expect(studies.statusCode).toBe(403);
    expect(studies.json().authError).toBe("not-agreed-to-user-agreement");
  });

  it("leaves customer support's study-team login working for an account made by single sign-on", async () => {
    const email = `${unique("ssomember")}@example.edu`;
    const { browser } = await signInThroughProvider(email);
    await browser.request({ method: "POST", url: "/backend/secure/user-agreement-acceptances" });
    const [row] = await staffRows(email);
    const memberId = Number(row?.id);
    const study = await makeStudy(db(), { team: [{ userId: memberId, role: "PRINCIPAL_INVESTIGATOR" }] });
    const agentUser = await makeStaffUser(db(), { roles: ["CUSTOMER_SUPPORT"] });
    const agent = await signedInClient(testApp, agentUser);
    const started = await agent.request({
      method: "POST",
      url: "/backend/secure/staff/impersonations",
      payload: { studyId: study.id, userId: memberId },
    });
    expect(started.statusCode).toBe(204);
    const details = (await agent.request({ method: "GET", url: "/backend/public/auth-details" })).json();
    expect(details.loggedInUser).toMatchObject({
      userId: memberId,
      impersonator: { userId: agentUser.id },
    });
  });

  it("refuses a deactivated account whatever the provider says, and a volunteer's address", async () => {
    const staff = await makeStaffUser(db(), { enabled: false });
    const refused = await signInThroughProvider(staff.email);
    expect(refused.back.headers.location).toBe("/login/study-team?ssoError=deactivated");
    expect(refused.back.cookies.find((cookie) => cookie.name === "recruit_session")).toBeUndefined();

    const volunteer = await makeVolunteerUser(db());
    const asVolunteer = await signInThroughProvider(volunteer.email);
    expect(asVolunteer.back.headers.location).toBe("/login/study-team?ssoError=not-staff");
    const identities = sqlRows(
      await db().execute(sql`select 1 from user_identities where user_id in (${staff.id}, ${volunteer.id})`),
    );
    expect(identities).toEqual([]);
  });

  it("creates nothing for an address the provider has not verified, or for none", async () => {
    const unverified = await signInThroughProvider("unverified@example.edu");
    expect(unverified.back.headers.location).toBe("/login/study-team?ssoError=email-unverified");
    expect(await staffRows("unverified@example.edu")).toEqual([]);
    const none = await signInThroughProvider("no-email");
    expect(none.back.headers.location).toBe("/login/study-team?ssoError=no-email");
  });

  it("refuses an answer whose state is not the browser's, and one whose nonce does not match", async () => {
    const email = `${unique("state")}@example.edu`;
    const forged = await signInThroughProvider(email, {
      tamper: (url) => url.searchParams.set("state", "a-state-this-browser-never-started"),
    });
    expect(forged.back.headers.location).toBe("/login/study-team?ssoError=failed");
    expect(await staffRows(email)).toEqual([]);

    // The nonce kept for this sign-in is not the one the provider put in the ID token.
    const browser = new TestClient(testApp.app);
    const start = await browser.request({ method: "GET", url: "/backend/public/sso/oidc/start" });
    const state = new URL(String(start.headers.location)).searchParams.get("state") ?? "";
    await db().execute(sql`update sso_requests set payload = jsonb_set(payload, '{nonce}', '"another-nonce"')
      where id = ${state}`);
    const callback = await signInAtTestProvider(String(start.headers.location), email);
    const back = await browser.request({ method: "GET", url: `${callback.pathname}${callback.search}` });
    expect(back.headers.location).toBe("/login/study-team?ssoError=failed");
    expect(await staffRows(email)).toEqual([]);

    // The same answer twice: the sign-in it finished is gone.
    const replay = await browser.request({ method: "GET", url: `${callback.pathname}${callback.search}` });
    expect(replay.headers.location).toBe("/login/study-team?ssoError=failed");
  });

  it("signs out at the provider too when the session came from it", async () => {
    const staff = await makeStaffUser(db());
    const { browser } = await signInThroughProvider(staff.email);
    const out = await browser.request({ method: "POST", url: "/backend/logout" });
    const redirect = new URL(out.json().redirectUrl);
    expect(redirect.origin).toBe(provider.issuer);
    expect(redirect.searchParams.get("post_logout_redirect_uri")).toBe(`${APP}/login/study-team`);
    expect(redirect.searchParams.get("id_token_hint")).toBeTruthy();
  });

  it("turns the staff's password sign-in off with STAFF_PASSWORD_LOGIN=0, and leaves the volunteers' on", async () => {
    const staff = await makeStaffUser(passwordOffApp.database.db);
    const browser = new TestClient(passwordOffApp.app);
    const refused = await browser.login(staff.email, staff.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("PASSWORD_LOGIN_DISABLED");
    const providers = await browser.request({ method: "GET", url: "/backend/public/sso/providers" });
    expect(providers.json().staffPasswordLogin).toBe(false);
    const volunteer = await makeVolunteerUser(passwordOffApp.database.db);
    const asVolunteer = await browser.request({
      method: "POST",
      url: "/backend/public/volunteers/login",
      payload: { email: volunteer.email, password: volunteer.password },
    });
    expect(asVolunteer.statusCode).toBe(200);
  });
});
