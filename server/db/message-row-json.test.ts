import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAttachment, makeInterest, makeMessage, makeStudy, makeVolunteer } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { messageAttachments, messages } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/**
 * Each message's JSON as the message keeps it (migration 0071) and as its columns say now, both as jsonb
 * so that only names, values and types are compared. The names and units are those read-conversation.ts
 * reads: the sending instant in whole milliseconds.
 */
async function keptAndWritten(ids: readonly number[]) {
  const rows = sqlRows(
    await db().execute(sql`select m.row_json::jsonb::text as kept,
        jsonb_build_object('id', m.id, 'fromUserId', m.from_user_id, 'body', m.body,
          'sentDate', round(extract(epoch from m.sent_date) * 1000), 'recipientVolunteer', m.recipient_volunteer,
          'status', m.status, 'hasAttachments', m.has_attachments)::text as written
      from messages m where m.id = any(${`{${ids.join(",")}}`}::int[]) order by m.id`),
  );
  return { kept: rows.map((row) => String(row.kept)), written: rows.map((row) => String(row.written)) };
}

describe("each message's JSON, kept on the message (issue 27)", () => {
  it("follows the message's own columns on insert, on reading, on the attachments' flag and on an edit", async () => {
    const study = await makeStudy(db());
    const volunteer = await makeVolunteer(db());
    const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    const sentDate = new Date("2026-03-04T05:06:07.891Z");
    const written = [
      await makeMessage(db(), {
        interest,
        sentDate,
        status: "UNREAD",
        body: 'Quotes " and \\ and a\nnew line',
      }),
      await makeMessage(db(), {
        interest,
        sentDate,
        status: "UNREAD",
        body: "Ünïcödé and emoji 🚗 and </script>",
      }),
      await makeMessage(db(), { interest, sentDate, status: "READ" }),
    ];
    const ids = written.map((message) => message?.id ?? 0);
    const inStep = async (step: string) => {
      const { kept, written: now } = await keptAndWritten(ids);
      expect(kept, step).toEqual(now);
      return kept.map((text) => JSON.parse(text) as Record<string, unknown>);
    };
    const [first, second] = await inStep("inserted");
    expect(first).toMatchObject({ body: 'Quotes " and \\ and a\nnew line', status: "UNREAD" });
    expect(second?.sentDate).toBe(sentDate.getTime());
    await db()
      .update(messages)
      .set({ status: "READ" })
      .where(eq(messages.id, ids[0] ?? 0));
    expect((await inStep("read"))[0]?.status).toBe("READ");
    // An attachment row written without the sender's flag: migration 0062's trigger sets it, and the JSON.
    const map = await makeAttachment(db(), { studyId: study.id });
    await db()
      .insert(messageAttachments)
      .values({ messageId: ids[1] ?? 0, attachmentId: map.id });
    expect((await inStep("attached"))[1]?.hasAttachments).toBe(true);
    await db().execute(sql`update messages set body = 'Edited', sent_date = sent_date + interval '1 second'
      where id = ${ids[2] ?? 0}`);
    expect((await inStep("edited"))[2]).toMatchObject({
      body: "Edited",
      sentDate: sentDate.getTime() + 1000,
    });
  });
});
