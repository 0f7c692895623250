import type { DbOrTx } from "../db/connect";
import { outboxMails } from "../db/schema/index";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Puts an e-mail in the outbox, in the caller's transaction: the mail leaves only if the change that
 * caused it is committed, and a failing SMTP server never fails the user's request.
 */
export async function queueMail(options: { db: DbOrTx; mail: OutgoingMail }): Promise<number> {
  const [row] = await options.db
    .insert(outboxMails)
    .values({
      toAddress: options.mail.to,
      subject: options.mail.subject,
      textBody: options.mail.text,
      htmlBody: options.mail.html ?? null,
    })
    .returning({ id: outboxMails.id });
  if (!row) throw new Error("outbox insert failed");
  return row.id;
}
