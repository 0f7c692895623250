import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/connect";
import { sqlRows } from "../db/sql-rows";

const MAX_ATTEMPTS = 5;

/**
 * Sends queued e-mail through SMTP. Each batch is claimed with FOR UPDATE SKIP LOCKED, so several app
 * instances can run it at once without sending a mail twice. Failures are recorded and retried up to
 * five times. Answers how many mails were sent.
 */
export async function sendOutbox(options: {
  db: Db;
  transport: Transporter;
  from: string;
  batchSize?: number;
}): Promise<number> {
  let sent = 0;
  await options.db.transaction(async (tx) => {
    const rows = sqlRows(
      await tx.execute(sql`
        select id, to_address as "to", subject, text_body as "text", html_body as "html", attempts
        from outbox_mails
        where sent_at is null and attempts < ${MAX_ATTEMPTS}
        order by id
        limit ${options.batchSize ?? 50}
        for update skip locked`),
    );
    for (const row of rows) {
      try {
        await options.transport.sendMail({
          from: options.from,
          to: String(row.to),
          subject: String(row.subject),
          text: String(row.text),
          html: row.html ? String(row.html) : undefined,
        });
        await tx.execute(
          sql`update outbox_mails set sent_at = now(), attempts = attempts + 1 where id = ${row.id}`,
        );
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await tx.execute(
          sql`update outbox_mails set attempts = attempts + 1, last_error = ${message.slice(0, 2000)} where id = ${row.id}`,
        );
      }
    }
  });
  return sent;
}
