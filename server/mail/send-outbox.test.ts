import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { outboxMails } from "../db/schema/index";
import { type SmtpSink, startSmtpSink } from "../test/smtp-sink";
import { createTestDatabase } from "../test/test-database";
import { createTransport } from "./create-transport";
import { queueMail } from "./queue-mail";
import { sendOutbox } from "./send-outbox";

let database: Database;
let smtp: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe("outbox mail", () => {
  it("sends queued mail through SMTP once, and marks it sent", async () => {
    const transport = createTransport(smtp.url);
    if (!transport) throw new Error("no transport");
    const id = await queueMail({
      db: database.db,
      mail: {
        to: "pi@example.edu",
        subject: "New interested participants",
        text: "3 volunteers are interested.",
      },
    });
    expect(
      await sendOutbox({ db: database.db, transport, from: "Recruit <no-reply@recruit.example.edu>" }),
    ).toBe(1);
    expect(
      await sendOutbox({ db: database.db, transport, from: "Recruit <no-reply@recruit.example.edu>" }),
    ).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["pi@example.edu"]);
    expect(smtp.received[0]?.data).toContain("Subject: New interested participants");
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row?.sentAt).not.toBeNull();
    transport.close();
  });

  it("keeps a mail the server refuses, with the error, for a later try", async () => {
    const transport = createTransport(smtp.url);
    if (!transport) throw new Error("no transport");
    smtp.refuse = true;
    const id = await queueMail({
      db: database.db,
      mail: { to: "member@example.edu", subject: "Hello", text: "Hi" },
    });
    expect(await sendOutbox({ db: database.db, transport, from: "no-reply@recruit.example.edu" })).toBe(0);
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toContain("mailbox unavailable");
    smtp.refuse = false;
    expect(await sendOutbox({ db: database.db, transport, from: "no-reply@recruit.example.edu" })).toBe(1);
    transport.close();
  });

  it("sends one recipient's mails in the order they were queued, with each row's own Message-ID", async () => {
    const transport = createTransport(smtp.url);
    if (!transport) throw new Error("no transport");
    const before = smtp.received.length;
    for (const [to, subject] of [
      ["importer@example.edu", "Invitation 1"],
      ["other@example.edu", "Something else"],
      ["importer@example.edu", "Invitation 2"],
      ["importer@example.edu", "Invitation 3"],
    ] as const)
      await queueMail({ db: database.db, mail: { to, subject, text: "Text" } });
    await sendOutbox({ db: database.db, transport, from: "Recruit <no-reply@recruit.example.edu>" });
    const received = smtp.received.slice(before);
    const subjects = received
      .filter((mail) => mail.to.includes("importer@example.edu"))
      .map((mail) => mail.data.match(/^Subject: (.+)$/m)?.[1]?.trim());
    expect(subjects).toEqual(["Invitation 1", "Invitation 2", "Invitation 3"]);
    const ids = received.map((mail) => mail.data.match(/^Message-ID: (.+)$/im)?.[1]?.trim());
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^<recruit-outbox-\d+@recruit\.example\.edu>$/.test(id ?? ""))).toBe(true);
    transport.close();
  });
});
