import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/connect";
import { sqlRows } from "../db/sql-rows";

const MAX_ATTEMPTS = 5;
/** How long an instance may take to send the batch it claimed before another takes it over (MAIL_CLAIM_SECONDS). */
export const DEFAULT_CLAIM_SECONDS = 120;

/** The outbox row's own Message-ID: a mail sent twice (an instance killed between SMTP and the mark) is one mail to the receiver. */
export function outboxMessageId(id: number, from: string): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "recruit.invalid";
  return `<recruit-outbox-${id}@${domain}>`;
}

/**
 * Sends queued e-mail through SMTP (issue 27: exactly once, as far as SMTP allows). A batch is claimed in
 * a short transaction of its own (FOR UPDATE SKIP LOCKED, with a lease), so that several instances send
 * at once without sending a mail twice; each mail is marked sent the moment the SMTP server accepts it,
 * so that an instance killed mid-batch leaves only the mails in flight (at most one per pooled
 * connection) to be sent again, under the same Message-ID. Failures are recorded and retried up to five times. Answers how many mails were sent.
 */
export async function sendOutbox(options: {
  db: Db;
  transport: Transporter;
  from: string;
  batchSize?: number;
  claimSeconds?: number;
}): Promise<number> {
  const rows = sqlRows(
    await options.db.execute(sql`
      update outbox_mails set claimed_until = now() + make_interval(secs => ${options.claimSeconds ?? DEFAULT_CLAIM_SECONDS}),
        attempts = attempts + 1
      where id in (
        select id from outbox_mails
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and (claimed_until is null or claimed_until < now())
        order by id
        limit ${options.batchSize ?? 50}
        for update skip locked)
      returning id, to_address as "to", subject, text_body as "text", html_body as "html"`),
  ).sort((a, b) => Number(a.id) - Number(b.id));
  let sent = 0;
  // The batch's mails go out together through the transport's pooled connections, but one recipient's
  // one after another: an invitation sent again must not arrive before the first.
  const sendOne = async (row: Record<string, unknown>) => {
    try {
      await options.transport.sendMail({
        from: options.from,
        to: String(row.to),
        subject: String(row.subject),
        text: String(row.text),
        html: row.html ? String(row.html) : undefined,
        messageId: outboxMessageId(Number(row.id), options.from),
      });
      await options.db.execute(
        sql`update outbox_mails set sent_at = now(), claimed_until = null where id = ${row.id}`,
      );
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await options.db.execute(
        sql`update outbox_mails set claimed_until = null, last_error = ${message.slice(0, 2000)} where id = ${row.id}`,
      );
    }
  };
  const byRecipient = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const mails = byRecipient.get(String(row.to)) ?? [];
    mails.push(row);
    byRecipient.set(String(row.to), mails);
  }
  await Promise.all(
    [...byRecipient.values()].map(async (mails) => {
      for (const mail of mails) await sendOne(mail);
    }),
  );
  return sent;
}
