import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAttachment, makeInterest, makeMessage, makeStudy, makeVolunteer } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { messageAttachments, messages } from "./schema/index";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const flags = async (ids: number[]) => {
  const rows = await db().select({ id: messages.id, flag: messages.hasAttachments }).from(messages);
  return ids.map((id) => rows.find((row) => row.id === id)?.flag);
};

describe("whether a message has attachments, kept on the message (issue 27)", () => {
  it("is set by attachment rows written without it, several messages at once, and never cleared", async () => {
    const study = await makeStudy(db());
    const volunteer = await makeVolunteer(db());
    const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    const sentDate = new Date();
    const [plain, one, two] = await Promise.all(
      [1, 2, 3].map(() => makeMessage(db(), { interest, sentDate })),
    );
    const map = await makeAttachment(db(), { studyId: study.id });
    const consent = await makeAttachment(db(), { studyId: study.id });
    const ids = [plain?.id ?? 0, one?.id ?? 0, two?.id ?? 0];
    expect(await flags(ids)).toEqual([false, false, false]);
    await db()
      .insert(messageAttachments)
      .values([
        { messageId: one?.id ?? 0, attachmentId: map.id },
        { messageId: two?.id ?? 0, attachmentId: map.id },
        { messageId: two?.id ?? 0, attachmentId: consent.id },
      ]);
    expect(await flags(ids)).toEqual([false, true, true]);
    await db()
      .delete(messageAttachments)
      .where(eq(messageAttachments.messageId, one?.id ?? 0));
    expect(await flags(ids)).toEqual([false, true, true]);
    // An attachment row moved to another message flags it too.
    await db().execute(sql`update message_attachments set message_id = ${plain?.id ?? 0}
      where message_id = ${two?.id ?? 0} and attachment_id = ${consent.id}`);
    expect(await flags(ids)).toEqual([true, true, true]);
  });
});
