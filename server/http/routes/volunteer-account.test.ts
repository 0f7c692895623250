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
    expect((await login(client, email, "a long enough secret")).statusCode).toBe(401);

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

    expect(
      (
        await again.request({
          method: "POST",
          url: "/backend/public/volunteers/password-reset-requests",
          payload: { email },
        })
      ).statusCode,
    ).toBe(204);
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
    const requestReset = () =>
      client.request({
        method: "POST",
        url: "/backend/public/volunteers/password-reset-requests",
        payload: { email },
      });
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
    const nobody = await client.request({
      method: "POST",
      url: "/backend/public/volunteers/password-reset-requests",
      payload: { email: "nobody@example.org" },
    });
    expect(nobody.statusCode).toBe(204);
    expect(await mailsTo("nobody@example.org")).toEqual([]);
    const staffClient = await signedInClient(testApp, staff);
    expect((await staffClient.request({ method: "GET", url: "/backend/volunteer/profile" })).statusCode).toBe(
      403,
    );
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
