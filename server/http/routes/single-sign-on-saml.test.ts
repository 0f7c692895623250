import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser, unique } from "../../test/factories";
import {
  requestIdOf,
  TEST_SAML,
  type TestAnswer,
  testIdpAnswer,
  testIdpMetadata,
} from "../../test/saml-test-idp";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

/** The test database's APPLICATION_URL (server/test/global-setup.ts). */
const ACS = "http://localhost:3000/backend/public/sso/saml/acs";
let folder: string;
let testApp: TestApp;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "recruit-saml-"));
  writeFileSync(join(folder, "idp-metadata.xml"), testIdpMetadata());
  testApp = await createTestApp({
    env: {
      SAML_IDP_METADATA: join(folder, "idp-metadata.xml"),
      SAML_SP_ENTITY_ID: TEST_SAML.spEntityId,
      SAML_SP_PRIVATE_KEY: TEST_SAML.spKeyPath,
      SAML_SP_CERTIFICATE: TEST_SAML.spCertificatePath,
      SAML_NAME: "Test University",
    },
  });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

const db = () => testApp.database.db;

/** A browser sent to the identity provider by Recruit's button: the request id the answer must name. */
async function startSignIn(redirectUrl?: string) {
  const browser = new TestClient(testApp.app);
  const query = redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : "";
  const start = await browser.request({ method: "GET", url: `/backend/public/sso/saml/start${query}` });
  expect(start.statusCode).toBe(303);
  const location = String(start.headers.location);
  expect(location.startsWith(`${TEST_SAML.idpSingleSignOnUrl}?SAMLRequest=`)).toBe(true);
  // The request is signed with the service provider's key (HTTP-Redirect binding).
  expect(new URL(location).searchParams.get("Signature")).toBeTruthy();
  return {
    browser,
    requestId: requestIdOf(location),
    relayState: new URL(location).searchParams.get("RelayState") ?? "",
  };
}

/** The identity provider's page posting its answer (no CSRF token: another site's form). */
function post(browser: TestClient, samlResponse: string, relayState = "") {
  return browser.request({
    method: "POST",
    url: "/backend/public/sso/saml/acs",
    withCsrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });
}

async function answer(overrides: Partial<TestAnswer> & { nameId?: string } = {}, redirectUrl?: string) {
  const { browser, requestId, relayState } = await startSignIn(redirectUrl);
  const email = overrides.email ?? `${unique("saml")}@example.edu`;
  const samlResponse = testIdpAnswer({
    inResponseTo: requestId,
    acsUrl: ACS,
    nameId: `nid-${email}`,
    email,
    ...overrides,
  });
  return { browser, email, samlResponse, back: await post(browser, samlResponse, relayState) };
}

const sessionOf = (response: { cookies: { name: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === "recruit_session");
const usersWith = async (email: string) =>
  sqlRows(await db().execute(sql`select id from users where lower(email) = ${email.toLowerCase()}`));

describe("staff single sign-on through SAML 2.0 (issue 26)", () => {
  it("signs a staff member in with a signed assertion, linking by e-mail, and goes where they were going", async () => {
    const staff = await makeStaffUser(db());
    const { browser, back } = await answer(
      { email: staff.email, nameId: `persistent-${staff.id}` },
      "/studies/archived",
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/studies/archived");
    expect(sessionOf(back)).toBeDefined();
    const details = await browser.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json().loggedInUser.userId).toBe(staff.id);
    const [identity] = sqlRows(
      await db().execute(sql`select provider, subject from user_identities where user_id = ${staff.id}`),
    );
    expect(identity).toEqual({ provider: "saml", subject: `persistent-${staff.id}` });
  });

  it("refuses an unsigned answer, another audience's, another recipient's and an expired one, and creates nothing", async () => {
    const cases: [Partial<TestAnswer>, string][] = [
      [{ signed: false }, "failed"],
      [{ audience: "https://another-service.example.edu" }, "failed"],
      [{ recipient: "https://another-service.example.edu/acs" }, "failed"],
      [{ validForMinutes: -10 }, "expired"],
    ];
    for (const [wrong, reason] of cases) {
      const { email, back } = await answer(wrong);
      expect(back.headers.location, JSON.stringify(wrong)).toBe(`/login/study-team?ssoError=${reason}`);
      expect(sessionOf(back), JSON.stringify(wrong)).toBeUndefined();
      expect(await usersWith(email), JSON.stringify(wrong)).toEqual([]);
    }
  });

  it("refuses a replayed answer, and one to a request Recruit never sent", async () => {
    const { browser, samlResponse, back } = await answer();
    expect(back.headers.location).toBe("/studies/current");
    const replayed = await post(browser, samlResponse);
    expect(replayed.headers.location).toBe("/login/study-team?ssoError=expired");
    expect(sessionOf(replayed)).toBeUndefined();

    const unsolicited = testIdpAnswer({
      inResponseTo: "_never-sent",
      acsUrl: ACS,
      nameId: "nid-x",
      email: "x@example.edu",
    });
    const refused = await post(new TestClient(testApp.app), unsolicited);
    expect(refused.headers.location).toBe("/login/study-team?ssoError=expired");
  });

  it("refuses an answer without the e-mail attribute for someone Recruit does not know", async () => {
    const { browser, requestId } = await startSignIn();
    const samlResponse = testIdpAnswer({
      inResponseTo: requestId,
      acsUrl: ACS,
      nameId: `nid-${unique("anon")}`,
    });
    const back = await post(browser, samlResponse);
    expect(back.headers.location).toBe("/login/study-team?ssoError=no-email");
  });

  it("serves the service provider's metadata, valid against the SAML 2.0 metadata schema", async () => {
    const metadata = await new TestClient(testApp.app).request({
      method: "GET",
      url: "/backend/public/sso/saml/metadata",
    });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers["content-type"]).toContain("application/samlmetadata+xml");
    expect(metadata.body).toContain(`entityID="${TEST_SAML.spEntityId}"`);
    expect(metadata.body).toContain(`Location="${ACS}"`);
    const schemas = readdirSync(TEST_SAML.schemasFolder)
      .filter((name) => name.endsWith(".xsd"))
      .map((fileName) => ({
        fileName,
        contents: readFileSync(join(TEST_SAML.schemasFolder, fileName), "utf8"),
      }));
    const main = schemas.find((schema) => schema.fileName === "saml-schema-metadata-2.0.xsd");
    const result = await validateXML({
      xml: [{ fileName: "sp-metadata.xml", contents: metadata.body }],
      schema: [main as { fileName: string; contents: string }],
      preload: schemas.filter((schema) => schema !== main),
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The check's own check: a metadata document the schema refuses.
    const broken = await validateXML({
      xml: [{ fileName: "broken.xml", contents: metadata.body.replace(/entityID="[^"]+"/, "") }],
      schema: [main as { fileName: string; contents: string }],
      preload: schemas.filter((schema) => schema !== main),
    });
    expect(broken.valid).toBe(false);
  });
});
