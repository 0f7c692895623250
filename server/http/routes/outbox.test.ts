import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMail, OutboxPage } from "../../../core/contracts/outbox";
import { OUTBOX_PAGE_SIZE } from "../../../core/rules/outbox";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, TestClient } from "../../test/test-app";

const BASE = "/backend/secure/admin/outbox";
let withoutSmtp: TestApp;
let withSmtp: TestApp;
beforeAll(async () => {
  withoutSmtp = await createTestApp();
  // Nothing listens there: the app only needs to know mail goes out through SMTP (no job runs in tests).
  withSmtp = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
});
afterAll(async () => {
  await withoutSmtp.close();
  await withSmtp.close();
});

async function admin(testApp: TestApp) {
  return signedInClient(testApp, await makeStaffUser(testApp.database.db, { roles: ["ADMIN"] }));
}

async function signUpVolunteer(testApp: TestApp, email: string) {
  const visitor = new TestClient(testApp.app);
  await visitor.fetchCsrf();
  const answer = await visitor.request({
    method: "POST",
    url: "/backend/public/volunteers/sign-up",
    payload: { firstName: "Olga", lastName: "Outbox", email, password: "a long enough secret" },
  });
  expect(answer.statusCode).toBe(204);
  return visitor;
}

describe("the outbox, for administrators", () => {
  it("without SMTP lists the waiting mail and shows its text, whose link verifies the volunteer", async () => {
    const client = await admin(withoutSmtp);
    const visitor = await signUpVolunteer(withoutSmtp, "olga.outbox@example.org");
    const listed = await client.request({ method: "GET", url: BASE });
    expect(listed.statusCode).toBe(200);
    const page = listed.json<OutboxPage>();
    expect(page).toMatchObject({ delivery: "NONE", fromIndex: 0 });
    const [newest] = page.page;
    expect(newest).toMatchObject({ toAddress: "olga.outbox@example.org", sentAt: null, attempts: 0 });
    expect(page.waitingCount).toBeGreaterThanOrEqual(1);
    expect(newest).not.toHaveProperty("textBody");

    const opened = await client.request({ method: "GET", url: `${BASE}/${newest?.id}` });
    expect(opened.statusCode).toBe(200);
    const mail = opened.json<OutboxMail>();
    expect(mail).toMatchObject({ id: newest?.id, subject: newest?.subject });
    const token = /verify-email\?token=([\w-]+)/.exec(mail.textBody)?.[1];
    expect(token).toBeTruthy();
    const verified = await visitor.request({
      method: "POST",
      url: "/backend/public/volunteers/email-verifications",
      payload: { token },
    });
    expect(verified.statusCode).toBe(204);
  });

  it("pages newest first, and counts the whole outbox and what waits in it", async () => {
    const client = await admin(withoutSmtp);
    const db = withoutSmtp.database.db;
    await db.execute(sql`insert into outbox_mails (to_address, subject, text_body, sent_at)
      select 'paged.' || k || '@example.org', 'Mail ' || k, 'Text ' || k,
        case when k % 2 = 0 then now() end
      from generate_series(1, ${OUTBOX_PAGE_SIZE + 5}) k`);
    const [counts] = sqlRows(
      await db.execute(sql`select count(*)::int as total, count(*) filter (where sent_at is null)::int as waiting
        from outbox_mails`),
    );
    const first = (await client.request({ method: "GET", url: BASE })).json<OutboxPage>();
    expect(first.totalCount).toBe(counts?.total);
    expect(first.waitingCount).toBe(counts?.waiting);
    expect(first.page).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.page[0]).toMatchObject({ subject: `Mail ${OUTBOX_PAGE_SIZE + 5}`, sentAt: null });
    expect(first.page[1]?.sentAt).toEqual(expect.any(Number));
    const ids = first.page.map((mail) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await client.request({ method: "GET", url: `${BASE}?page=2` })).json<OutboxPage>();
    expect(second.fromIndex).toBe(OUTBOX_PAGE_SIZE);
    expect(second.page[0]?.id).toBeLessThan(ids.at(-1) ?? 0);
  });

  it("answers 404 for no such mail and 400 for a page or id that is not one", async () => {
    const client = await admin(withoutSmtp);
    expect((await client.request({ method: "GET", url: `${BASE}/2147483000` })).statusCode).toBe(404);
    expect((await client.request({ method: "GET", url: `${BASE}?page=0` })).statusCode).toBe(400);
    expect((await client.request({ method: "GET", url: `${BASE}/abc` })).statusCode).toBe(400);
  });

  it("with SMTP lists the mail but keeps its text, links included, for its recipient", async () => {
    const client = await admin(withSmtp);
    await signUpVolunteer(withSmtp, "sam.smtp@example.org");
    const page = (await client.request({ method: "GET", url: BASE })).json<OutboxPage>();
    expect(page.delivery).toBe("SMTP");
    const [newest] = page.page;
    expect(newest?.toAddress).toBe("sam.smtp@example.org");
    const opened = await client.request({ method: "GET", url: `${BASE}/${newest?.id}` });
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({ code: "MAIL_DELIVERED_BY_SMTP" });
    expect(opened.body).not.toContain("token=");
  });

  it("is for administrators only", async () => {
    const staff = await signedInClient(withoutSmtp, await makeStaffUser(withoutSmtp.database.db));
    const answer = await staff.request({ method: "GET", url: BASE });
    expect(answer.statusCode).toBe(403);
  });
});
