import { eq } from "drizzle-orm";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { MailDelivery, OutboxMail } from "../../../core/contracts/outbox";
import { OUTBOX_TEXTS } from "../../../core/rules/outbox";
import type { DbOrTx } from "../../db/connect";
import { outboxMails } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { OUTBOX_SUMMARY_COLUMNS, presentOutboxMail } from "./list-outbox";

const MAIL_COLUMNS = { textBody: outboxMails.textBody, ...OUTBOX_SUMMARY_COLUMNS };

/**
 * One mail with its text, only while the instance sends no mail: then nobody receives it, and an
 * administrator trying the app out (a volunteer's sign-up, a password reset) follows its links here.
 * With SMTP the text belongs to its recipient alone: its links sign in, verify and reset passwords.
 */
export async function readOutboxMail(db: DbOrTx, id: number, delivery: MailDelivery): Promise<OutboxMail> {
  if (delivery === "SMTP") throw new AppError(ERROR_CODES.mailDeliveredBySmtp, 409, OUTBOX_TEXTS.textHidden);
  const [row] = await db.select(MAIL_COLUMNS).from(outboxMails).where(eq(outboxMails.id, id));
  if (!row) throw AppError.notFound("The e-mail");
  return Object.assign(presentOutboxMail(row), { textBody: row.textBody });
}
