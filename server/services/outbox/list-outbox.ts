import { count, desc, isNull } from "drizzle-orm";
import type { MailDelivery, OutboxMailSummary, OutboxPage } from "../../../core/contracts/outbox";
import { OUTBOX_PAGE_SIZE } from "../../../core/rules/outbox";
import type { DbOrTx } from "../../db/connect";
import { outboxMails } from "../../db/schema/index";

type OutboxRow = Pick<
  typeof outboxMails.$inferSelect,
  "id" | "toAddress" | "subject" | "createdAt" | "sentAt" | "attempts" | "lastError"
>;

export const OUTBOX_SUMMARY_COLUMNS = {
  id: outboxMails.id,
  toAddress: outboxMails.toAddress,
  subject: outboxMails.subject,
  createdAt: outboxMails.createdAt,
  sentAt: outboxMails.sentAt,
  attempts: outboxMails.attempts,
  lastError: outboxMails.lastError,
};

export function presentOutboxMail(row: OutboxRow): OutboxMailSummary {
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    createdAt: row.createdAt.getTime(),
    sentAt: row.sentAt?.getTime() ?? null,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}

/** A page of the outbox, newest first (along its primary key: mails are written in the order they are made). */
export async function listOutbox(db: DbOrTx, page: number, delivery: MailDelivery): Promise<OutboxPage> {
  const fromIndex = (page - 1) * OUTBOX_PAGE_SIZE;
  const [rows, [total], [waiting]] = await Promise.all([
    db
      .select(OUTBOX_SUMMARY_COLUMNS)
      .from(outboxMails)
      .orderBy(desc(outboxMails.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset(fromIndex),
    db.select({ count: count() }).from(outboxMails),
    db.select({ count: count() }).from(outboxMails).where(isNull(outboxMails.sentAt)),
  ]);
  return {
    page: rows.map(presentOutboxMail),
    totalCount: total?.count ?? 0,
    fromIndex,
    delivery,
    waitingCount: waiting?.count ?? 0,
  };
}
