import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "5" } });
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function browser(): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  await client.fetchCsrf();
  return client;
}
async function mailsTo(email: string) {
  return sqlRows(
    await db().execute(
      sql`select subject, text_body as text from outbox_mails where to_address = ${email} order by id`,
    ),
  ).map((row) => ({ subject: String(row.subject), text: String(row.text) }));
}
const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";
const login = (client: TestClient, email: string, password: string) =>
  client.request({ method: "POST", url: "/backend/public/volunteers/login", payload: { email, password } });
const forgotPassword = (client: TestClient, email: string) =>
  client.request({
    method: "POST",
    url: "/backend/public/volunteers/password-reset-requests",
    payload: { email },
  });

describe("volunteer accounts", () => {
  it("signs up, verifies the e-mail from the link, signs in, and resets a forgotten password", async () => {
    const client = await browser();
    const email = "Vera.Volunteer@example.org";
    const signUp = await client.request({
      method: "POST",
      url: "/backend/public/volunteers/sign-up",
      payload: { firstName: "Vera", lastName: "Volunteer", email, password: "a long enough secret" },
    });
    expect(signUp.statusCode).toBe(204);
    const [welcome] = await mailsTo("vera.volunteer@example.org");
    expect(welcome?.text).toContain("/volunteer/verify-email?token=");
    const early = await login(client, email, "a long enough secret");
    expect(early.statusCode).toBe(401);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");

    const verify = (token: string) =>
      client.request({
        method: "POST",
        url: "/backend/public/volunteers/email-verifications",
        payload: { token },
      });
    expect((await verify(tokenIn(welcome?.text ?? ""))).statusCode).toBe(204);
    expect((await verify(tokenIn(welcome?.text ?? ""))).json().code).toBe("INVALID_TOKEN");
    const signedIn = await login(client, email, "a long enough secret");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      redirectPath: "/volunteer",
      loggedInUser: { firstName: "Vera" },
    });
    // A volunteer's session opens no staff endpoint.
    expect(
      (await client.request({ method: "GET", url: "/backend/secure/staff/studies?status=any" })).statusCode,
    ).toBe(403);

    const again = await browser();
    const signUpAgain = await again.request({
      method: "POST",
      url: "/backend/public/volunteers/sign-up",
      payload: { firstName: "Vera", lastName: "Again", email, password: "another long secret" },
    });
    expect(signUpAgain.statusCode).toBe(204);
    expect((await mailsTo("vera.volunteer@example.org")).at(-1)?.subject).toBe(
      "You have a Recruit account already",
    );

    expect((await forgotPassword(again, email)).statusCode).toBe(204);
    const reset = (await mailsTo("vera.volunteer@example.org")).at(-1);
    expect(reset?.subject).toBe("Reset your Recruit password");
    const changed = await again.request({
      method: "POST",
      url: "/backend/public/password-resets",
      payload: { token: tokenIn(reset?.text ?? ""), password: "a brand new secret" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await login(again, email, "a long enough secret")).statusCode).toBe(401);
    expect((await login(again, email, "a brand new secret")).statusCode).toBe(200);
  });

  it("writes a volunteer's e-mails in the language they signed up in, then in the one they choose", async () => {
    const client = await browser();
    const email = "elena.voluntaria@example.org";
    const signUp = await client.request({
      method: "POST",
      url: "/backend/public/volunteers/sign-up",
      headers: { "accept-language": "es-MX,es;q=0.9" },
      payload: { firstName: "Elena", lastName: "Voluntaria", email, password: "un secreto bastante largo" },
    });
    expect(signUp.statusCode).toBe(204);
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe("Confirme su correo electrónico para Recruit");
    expect(welcome?.text).toContain("Hola, Elena:");
    await client.request({
      method: "POST",
      url: "/backend/public/volunteers/email-verifications",
      payload: { token: tokenIn(welcome?.text ?? "") },
    });
    const requestReset = () => forgotPassword(client, email);
    await requestReset();
    expect((await mailsTo(email)).at(-1)?.subject).toBe("Cambie su contraseña de Recruit");

    const signIn = await login(client, email, "un secreto bastante largo");
    expect(signIn.statusCode).toBe(200);
    // Another browser applies the language the account remembers (issue 25).
    expect(signIn.json().loggedInUser.language).toBe("es");
    const choose = (language: string) =>
      client.request({ method: "PUT", url: "/backend/volunteer/language", payload: { language } });
    expect((await choose("en")).statusCode).toBe(204);
    await requestReset();
    expect((await mailsTo(email)).at(-1)?.subject).toBe("Reset your Recruit password");
    const details = await client.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json().loggedInUser.language).toBe("en");
    expect((await choose("fr")).statusCode).toBe(400);
  });

  it("keeps staff and volunteers to their own sign-in, and answers a reset request for nobody the same", async () => {
    const staff = await makeStaffUser(db());
    const client = await browser();
    expect((await login(client, staff.email, staff.password)).statusCode).toBe(401);
    const nobody = await forgotPassword(client, "nobody@example.org");
    expect(nobody.statusCode).toBe(204);
    expect(await mailsTo("nobody@example.org")).toEqual([]);
    const staffClient = await signedInClient(testApp, staff);
    expect((await staffClient.request({ method: "GET", url: "/backend/volunteer/profile" })).statusCode).toBe(
      403,
    );
  });

  describe("an account that waits for its e-mail's link", () => {
    const signUp = (client: TestClient, email: string, password: string, lastName = "Waiting") =>
      client.request({
        method: "POST",
        url: "/backend/public/volunteers/sign-up",
        payload: { firstName: "Wanda", lastName, email, password },
      });
    const verify = (client: TestClient, token: string) =>
      client.request({
        method: "POST",
        url: "/backend/public/volunteers/email-verifications",
        payload: { token },
      });
    /** The links already sent were sent `minutes` earlier. */
    const sentEarlier = async (email: string, minutes: number) => {
      await db().execute(sql`update verification_tokens set creation_date = creation_date - ${minutes} * interval '1 minute'
        where user_id = (select id from users where email = ${email})`);
    };

    it("is told at sign-in, with the right password only, and sent a new link at most every two minutes", async () => {
      const client = await browser();
      const email = "wanda.early@example.org";
      await signUp(client, email, "the first long secret");
      expect((await mailsTo(email)).length).toBe(1);

      const wrong = await login(client, email, "not the password at all");
      expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
      const right = await login(client, email, "the first long secret");
      expect(right.statusCode).toBe(401);
      expect(right.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
      expect((await mailsTo(email)).length, "the link of the sign-up went a moment ago").toBe(1);

      await sentEarlier(email, 3);
      expect((await login(client, email, "the first long secret")).json().code).toBe("EMAIL_NOT_VERIFIED");
      const mails = await mailsTo(email);
      expect(mails.length).toBe(2);
      expect(mails[1]?.subject).toBe("Confirm your e-mail address for Recruit");
      expect(tokenIn(mails[1]?.text ?? "")).not.toBe(tokenIn(mails[0]?.text ?? ""));
      // The staff's door tells nothing of a volunteer's account.
      const atStaffDoor = await client.request({
        method: "POST",
        url: "/backend/public/login",
        payload: { email, password: "the first long secret" },
      });
      expect(atStaffDoor.json().code).toBe("INVALID_CREDENTIALS");

      expect((await verify(client, tokenIn(mails[1]?.text ?? ""))).statusCode).toBe(204);
      expect((await login(client, email, "the first long secret")).statusCode).toBe(200);
      // The first link, still unused, finds the account open.
      expect((await verify(client, tokenIn(mails[0]?.text ?? ""))).statusCode).toBe(204);
    });

    it("gets a new link when its address signs up again, and keeps the password chosen first", async () => {
      const client = await browser();
      const email = "wanda.again@example.org";
      await signUp(client, email, "the first long secret");
      await sentEarlier(email, 3);
      expect((await signUp(client, email, "a second long secret", "Changed")).statusCode).toBe(204);
      const again = (await mailsTo(email)).at(-1);
      expect(again?.subject).toBe("Confirm your e-mail address for Recruit");
      expect(again?.text).toContain("Hello Wanda,");
      expect(again?.text).toContain("signed up to Recruit again");
      expect(again?.text).toContain("/volunteer/forgot-password");
      expect((await verify(client, tokenIn(again?.text ?? ""))).statusCode).toBe(204);
      expect((await login(client, email, "a second long secret")).json().code).toBe("INVALID_CREDENTIALS");
      const signedIn = await login(client, email, "the first long secret");
      expect(signedIn.json().loggedInUser).toMatchObject({ firstName: "Wanda", lastName: "Waiting" });
    });

    it("opens through a forgotten password's reset once its link has expired", async () => {
      const client = await browser();
      const email = "wanda.expired@example.org";
      await signUp(client, email, "the first long secret");
      await db().execute(sql`update verification_tokens set expiration_date = now() - interval '1 hour'
        where user_id = (select id from users where email = ${email})`);
      expect((await verify(client, tokenIn((await mailsTo(email))[0]?.text ?? ""))).statusCode).toBe(400);
      await forgotPassword(client, email);
      const reset = (await mailsTo(email)).at(-1);
      expect(reset?.subject).toBe("Reset your Recruit password");
      const changed = await client.request({
        method: "POST",
        url: "/backend/public/password-resets",
        payload: { token: tokenIn(reset?.text ?? ""), password: "a brand new secret" },
      });
      expect(changed.statusCode).toBe(204);
      expect((await login(client, email, "a brand new secret")).statusCode).toBe(200);
    });

    it("stays closed once closed: a link still unused reopens nothing, and the sign-in tells nothing", async () => {
      const client = await browser();
      const email = "wanda.closed@example.org";
      await signUp(client, email, "the first long secret");
      await sentEarlier(email, 3);
      await login(client, email, "the first long secret");
      const [first, second] = await mailsTo(email);
      expect((await verify(client, tokenIn(first?.text ?? ""))).statusCode).toBe(204);
      expect((await login(client, email, "the first long secret")).statusCode).toBe(200);
      expect(
        (await client.request({ method: "POST", url: "/backend/volunteer/deactivation" })).statusCode,
      ).toBe(204);
      const reopen = await verify(client, tokenIn(second?.text ?? ""));
      expect(reopen.json().code).toBe("INVALID_TOKEN");
      expect((await login(client, email, "the first long secret")).json().code).toBe("INVALID_CREDENTIALS");
      await forgotPassword(client, email);
      expect((await mailsTo(email)).length, "a closed account gets no reset link").toBe(2);
    });
  });

  it("limits sign-in attempts as the staff sign-in does", async () => {
    const client = await browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await login(client, "someone@example.org", "wrong password here")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
