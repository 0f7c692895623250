import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { outboxMails } from "../db/schema/index";
import { createTestDatabase } from "../test/test-database";
import { createTransport } from "./create-transport";
import { queueMail } from "./queue-mail";
import { sendOutbox } from "./send-outbox";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let database: Database;
let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
let refuse = false;

beforeAll(async () => {
  database = await createTestDatabase();
  // A real SMTP server on loopback that keeps what it receives.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        if (refuse) return callback(new Error("mailbox unavailable"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

describe("outbox mail", () => {
  it("sends queued mail through SMTP once, and marks it sent", async () => {
    const transport = createTransport(`smtp://127.0.0.1:${port}`);
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
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["pi@example.edu"]);
    expect(received[0]?.data).toContain("Subject: New interested participants");
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row?.sentAt).not.toBeNull();
  });

  it("keeps a mail the server refuses, with the error, for a later try", async () => {
    const transport = createTransport(`smtp://127.0.0.1:${port}`);
    if (!transport) throw new Error("no transport");
    refuse = true;
    const id = await queueMail({
      db: database.db,
      mail: { to: "member@example.edu", subject: "Hello", text: "Hi" },
    });
    expect(await sendOutbox({ db: database.db, transport, from: "no-reply@recruit.example.edu" })).toBe(0);
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toContain("mailbox unavailable");
    refuse = false;
    expect(await sendOutbox({ db: database.db, transport, from: "no-reply@recruit.example.edu" })).toBe(1);
  });
});
