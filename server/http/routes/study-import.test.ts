import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportResult } from "../../../core/contracts/study-import";
import { sqlRows } from "../../db/sql-rows";
import { generateApiToken } from "../../services/study-import/api-tokens";
import {
  makeMatch,
  makeSession,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
  makeVolunteerUser,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, TestClient } from "../../test/test-app";
import { SESSION_COOKIE } from "../plugins/session";

let testApp: TestApp;
let support: TestClient;
let importer: TestClient;
let importerId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  support = await signedInClient(
    testApp,
    await makeStaffUser(testApp.database.db, { roles: ["CUSTOMER_SUPPORT"] }),
  );
  const user = await makeStaffUser(testApp.database.db, { roles: ["STUDY_IMPORTER"] });
  importerId = user.id;
  importer = await signedInClient(testApp, user);
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const HEADER = "study_number,title,pi_first_name,pi_last_name,pi_email,irb_status";

function csvBody(content: string | Buffer, filename = "irb.csv") {
  const boundary = "----recruit-import";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (client: TestClient, content: string | Buffer, filename?: string) =>
  client.request({
    method: "POST",
    url: "/backend/secure/staff/study-intake-csv",
    ...csvBody(content, filename),
  });

async function lastMailTo(email: string): Promise<string> {
  const [mail] = sqlRows(
    await db().execute(
      sql`select text_body as text from outbox_mails where to_address = ${email} order by id desc limit 1`,
    ),
  );
  return String(mail?.text ?? "");
}
const tokenIn = (text: string) => /accept-invite=([\w-]+)/.exec(text)?.[1] ?? "";

describe("study importer invitations", () => {
  const accept = (client: TestClient, token: string) =>
    client.request({
      method: "POST",
      url: "/backend/secure/staff/study-importers/",
      headers: { authorization: `Bearer ${token}` },
    });

  it("invites by e-mail; the invitee accepts once and becomes a study importer, whom support can remove", async () => {
    const invitee = await makeStaffUser(db());
    const invited = await support.request({
      method: "POST",
      url: "/backend/secure/staff/study-importer-invites/",
      payload: { name: "Ivy Importer", email: invitee.email },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ name: "Ivy Importer", email: invitee.email, expired: false });
    expect(JSON.stringify(invited.json())).not.toMatch(/token/i);
    const list = (
      await support.request({ method: "GET", url: "/backend/secure/staff/study-importer-invites/" })
    ).json();
    expect(list.map((invite: { id: number }) => invite.id)).toContain(invited.json().id);
    const mail = await lastMailTo(invitee.email);
    expect(mail).toContain("/study-import?accept-invite=");
    const token = tokenIn(mail);
    const stored = sqlRows(
      await db().execute(sql`select token from study_importer_invites where id = ${invited.json().id}`),
    );
    expect(stored[0]?.token).not.toBe(token);

    const volunteer = new TestClient(testApp.app).setCookie(
      SESSION_COOKIE,
      await makeSession(db(), (await makeVolunteerUser(db())).id),
    );
    expect((await accept(volunteer, token)).statusCode).toBe(403);
    const client = await signedInClient(testApp, invitee);
    const accepted = await accept(client, token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ userId: invitee.id, email: invitee.email });
    const roles = (await client.request({ method: "GET", url: "/backend/public/auth-details" })).json()
      .loggedInUser.roles;
    expect(roles).toContain("STUDY_IMPORTER");
    expect((await accept(client, token)).json().code).toBe("INVALID_INVITE");
    const id = invited.json().id;
    expect(
      (
        await support.request({ method: "DELETE", url: `/backend/secure/staff/study-importer-invites/${id}` })
      ).json().code,
    ).toBe("INVITE_ACCEPTED");
    expect(
      (await support.request({ method: "POST", url: `/backend/secure/staff/study-importer-invites/${id}` }))
        .statusCode,
    ).toBe(409);

    const importers = (
      await support.request({ method: "GET", url: "/backend/secure/staff/study-importers/" })
    ).json();
    const row = importers.find((item: { userId: number }) => item.userId === invitee.id);
    expect(
      (
        await support.request({ method: "GET", url: `/backend/secure/staff/study-importers/${row.id}` })
      ).json(),
    ).toEqual(row);
    expect(
      (await support.request({ method: "DELETE", url: `/backend/secure/staff/study-importers/${row.id}` }))
        .statusCode,
    ).toBe(204);
    expect((await upload(client, `${HEADER}\n`)).statusCode).toBe(403);
  });

  it("refuses a withdrawn, a replaced and an expired invitation", async () => {
    const invitee = await makeStaffUser(db());
    const client = await signedInClient(testApp, invitee);
    const invite = async () =>
      (
        await support.request({
          method: "POST",
          url: "/backend/secure/staff/study-importer-invites/",
          payload: { name: "Ivo", email: invitee.email },
        })
      ).json().id as number;
    const withdrawn = await invite();
    const withdrawnToken = tokenIn(await lastMailTo(invitee.email));
    expect(
      (
        await support.request({
          method: "DELETE",
          url: `/backend/secure/staff/study-importer-invites/${withdrawn}`,
        })
      ).statusCode,
    ).toBe(204);
    expect((await accept(client, withdrawnToken)).json().code).toBe("INVALID_INVITE");
    expect(
      (
        await support.request({
          method: "DELETE",
          url: `/backend/secure/staff/study-importer-invites/${withdrawn}`,
        })
      ).statusCode,
    ).toBe(409);

    const resent = await invite();
    const firstToken = tokenIn(await lastMailTo(invitee.email));
    expect(
      (
        await support.request({
          method: "POST",
          url: `/backend/secure/staff/study-importer-invites/${resent}`,
        })
      ).statusCode,
    ).toBe(204);
    const secondToken = tokenIn(await lastMailTo(invitee.email));
    expect(secondToken).not.toBe(firstToken);
    expect((await accept(client, firstToken)).json().code).toBe("INVALID_INVITE");

    await db().execute(
      sql`update study_importer_invites set expires_at = now() - interval '1 minute' where id = ${resent}`,
    );
    expect((await accept(client, secondToken)).json().code).toBe("INVALID_INVITE");
    expect(
      (
        await support.request({
          method: "DELETE",
          url: "/backend/secure/staff/study-importer-invites/999999",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("importing IRB records", () => {
  it("imports the sample file, and the same file again adds and updates nothing", async () => {
    const sample = readFileSync(new URL("../../../samples/irb-records.csv", import.meta.url));
    const first = await upload(importer, sample, "irb-records.csv");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      name: "irb-records.csv",
      status: "SUCCESS",
      processedRowsCount: 6,
      errorCount: 0,
      studiesAddedCount: 6,
      studiesUpdatedCount: 0,
      errors: [],
    });
    const again = (await upload(importer, sample, "irb-records.csv")).json<ImportResult>();
    expect(again).toMatchObject({
      status: "SUCCESS",
      processedRowsCount: 6,
      studiesAddedCount: 0,
      studiesUpdatedCount: 0,
    });
    const record = await importer.request({
      method: "GET",
      url: "/backend/secure/staff/imported-studies/STUDY00003004",
    });
    expect(record.json()).toMatchObject({
      publishable: false,
      description: "Asthma Inhalers in Teenagers\n(a school-based study)",
    });
  });

  it("applies the valid rows, reports the invalid ones by number, and changes nothing for them", async () => {
    const result = (
      await upload(
        importer,
        [
          HEADER,
          "ROWS-1,Valid study,A,B,a@example.edu,APPROVED",
          "ROWS-2,Bad e-mail,A,B,nope,APPROVED",
          "ROWS-1,Same number again,A,B,a@example.edu,APPROVED",
          "ROWS-3,Another valid study,C,D,c@example.edu,EXEMPT",
        ].join("\r\n"),
      )
    ).json<ImportResult>();
    expect(result).toMatchObject({
      status: "PARTIAL",
      processedRowsCount: 4,
      errorCount: 2,
      studiesAddedCount: 2,
    });
    expect(result.errors).toEqual([
      {
        rowNum: 3,
        row: "ROWS-2,Bad e-mail,A,B,nope,APPROVED",
        description: "pi_email is not an e-mail address",
      },
      {
        rowNum: 4,
        row: "ROWS-1,Same number again,A,B,a@example.edu,APPROVED",
        description: "study_number ROWS-1 is in row 2 already",
      },
    ]);
    const stored = sqlRows(
      await db().execute(
        sql`select study_num from imported_studies where study_num like 'ROWS-%' order by 1`,
      ),
    );
    expect(stored.map((row) => row.study_num)).toEqual(["ROWS-1", "ROWS-3"]);
  });

  it("refuses a whole file it cannot read with 400 and its code, changing nothing", async () => {
    const missing = await upload(importer, "study_number,title\nWHOLE-1,T\n");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "MISSING_COLUMNS",
      message: expect.stringContaining("pi_first_name"),
    });
    expect((await upload(importer, "")).json().code).toBe("EMPTY_FILE");
    expect((await upload(importer, Buffer.from([0, 1, 2, 3, 255, 254]))).json().code).toBe("NOT_CSV");
    const broken = await upload(
      importer,
      `${HEADER}\nWHOLE-2,T,A,B,a@example.edu,APPROVED\nWHOLE-3,"open,A,B,a@example.edu,APPROVED\n`,
    );
    expect(broken.json().code).toBe("MALFORMED_CSV");
    const stored = sqlRows(
      await db().execute(sql`select count(*)::int as n from imported_studies where study_num like 'WHOLE-%'`),
    );
    expect(stored[0]?.n).toBe(0);
    const recorded = sqlRows(
      await db().execute(sql`select count(*)::int as n from study_imports where status = 'FAILED'`),
    );
    expect(Number(recorded[0]?.n)).toBeGreaterThanOrEqual(4);
    const noFile = await importer.request({
      method: "POST",
      url: "/backend/secure/staff/study-intake-csv",
      payload: '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it("imports a file as Excel saves it in a Spanish locale: semicolons and Windows-1252", async () => {
    const content = Buffer.from(
      `${HEADER.replaceAll(",", ";")}\r\nES-1;"Sueño; memoria y café";José;Muñoz;jmunoz@example.edu;APPROVED\r\n`,
      "latin1",
    );
    const result = (await upload(importer, content)).json<ImportResult>();
    expect(result).toMatchObject({ status: "SUCCESS", processedRowsCount: 1, studiesAddedCount: 1 });
    const [stored] = sqlRows(
      await db().execute(
        sql`select description, pi_first_name, pi_last_name from imported_studies where study_num = 'ES-1'`,
      ),
    );
    expect(stored).toEqual({
      description: "Sueño; memoria y café",
      pi_first_name: "José",
      pi_last_name: "Muñoz",
    });
  });

  it("takes a 10 MB file of 50,000 rows", async () => {
    const rows = Array.from(
      { length: 50_000 },
      (_, index) =>
        `BIG-${index},"A study of many, many things number ${index} ${"x".repeat(120)}",Firstname,Lastname,pi${index % 500}@example.edu,APPROVED`,
    );
    const content = `${HEADER}\n${rows.join("\n")}\n`;
    expect(content.length).toBeGreaterThan(10_000_000);
    const result = (await upload(importer, content)).json<ImportResult>();
    expect(result).toMatchObject({
      status: "SUCCESS",
      processedRowsCount: 50_000,
      studiesAddedCount: 50_000,
    });
  }, 60_000);

  it("makes a study that loses approval inactive and takes it out of matching; a new PI leads the team", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const volunteer = await makeVolunteer(db());
    await makeMatch(db(), { studyId: study.id, userId: volunteer.id, status: "EXACT" });
    const result = await upload(
      importer,
      `${HEADER}\n${study.studyNum},Renewed title,Nora,Newlead,nora.newlead@example.edu,SUSPENDED\n`,
    );
    expect(result.json()).toMatchObject({ status: "SUCCESS" });
    const [row] = sqlRows(await db().execute(sql`select publishable from studies where id = ${study.id}`));
    expect(row?.publishable).toBe(false);
    const matches = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from matched_participants where study_id = ${study.id}`,
      ),
    );
    expect(matches[0]?.n).toBe(0);
    const team = sqlRows(
      await db().execute(sql`select u.email, m.role from study_team_members m join users u on u.id = m.user_id
        where m.study_id = ${study.id} order by m.role`),
    );
    expect(team).toEqual([
      { email: "nora.newlead@example.edu", role: "PRINCIPAL_INVESTIGATOR" },
      { email: pi.email, role: "TEAM_MEMBER" },
    ]);
  });
});

describe("API tokens", () => {
  it("generates a token shown once, imports with it alone (no cookie, no CSRF), and stops when revoked", async () => {
    const generated = await importer.request({
      method: "POST",
      url: "/backend/secure/staff/json-web-token/",
      payload: { expirationTimeInHours: 48 },
    });
    expect(generated.statusCode).toBe(201);
    const { id, token } = generated.json();
    expect(token.split(".")).toHaveLength(3);
    const read = (
      await importer.request({ method: "GET", url: "/backend/secure/staff/json-web-token/" })
    ).json();
    expect(read).toEqual({ id, creationDate: expect.any(Number), expirationTimeInHours: 48 });

    const machine = (content: string, authorization = `Bearer ${token}`) =>
      testApp.app.inject({
        method: "POST",
        url: "/backend/secure/staff/study-intake-csv",
        ...csvBody(content),
        headers: { ...csvBody(content).headers, authorization },
      });
    const imported = await machine(`${HEADER}\nTOKEN-1,By machine,A,B,a@example.edu,APPROVED\n`);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ studiesAddedCount: 1 });
    expect((await machine(`${HEADER}\n`, "Bearer not.a.token")).statusCode).toBe(401);
    expect((await machine(`${HEADER}\n`, `Bearer ${token.slice(0, -2)}xx`)).statusCode).toBe(401);

    // A new token replaces the old one.
    const next = (
      await importer.request({ method: "POST", url: "/backend/secure/staff/json-web-token/", payload: {} })
    ).json();
    expect((await machine(`${HEADER}\n`)).statusCode).toBe(401);
    expect((await machine(`${HEADER}\n`, `Bearer ${next.token}`)).statusCode).toBe(200);
    expect(
      (await importer.request({ method: "DELETE", url: `/backend/secure/staff/json-web-token/${next.id}` }))
        .statusCode,
    ).toBe(204);
    expect((await machine(`${HEADER}\n`, `Bearer ${next.token}`)).statusCode).toBe(401);
    expect(
      (await importer.request({ method: "DELETE", url: `/backend/secure/staff/json-web-token/${next.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await importer.request({ method: "GET", url: "/backend/secure/staff/json-web-token/" })).statusCode,
    ).toBe(404);
  });

  it("refuses an expired token, and a token whose owner is no longer an importer", async () => {
    const expired = await generateApiToken({
      db: db(),
      secret: undefined,
      userId: importerId,
      hours: 1,
      now: new Date(Date.now() - 2 * 3_600_000),
    });
    const call = (token: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/backend/secure/staff/study-intake-csv",
        ...csvBody(`${HEADER}\n`),
        headers: { ...csvBody(`${HEADER}\n`).headers, authorization: `Bearer ${token}` },
      });
    expect((await call(expired.token)).statusCode).toBe(401);
    const former = await makeStaffUser(db(), { roles: ["STUDY_IMPORTER"] });
    const live = await generateApiToken({ db: db(), secret: undefined, userId: former.id });
    expect((await call(live.token)).statusCode).toBe(200);
    await db().execute(sql`delete from user_roles where user_id = ${former.id}`);
    expect((await call(live.token)).statusCode).toBe(403);
  });
});
