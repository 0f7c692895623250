/**
 * The administrators' outbox pages (DESIGN.md: without SMTP_URL mail is kept in the outbox and shown to
 * administrators). The spec has no such screen; these texts are ours (docs/decisions/024-outbox-page.md).
 */
/** Days a mail is kept once sent (the maintenance job removes it then); a mail waiting is kept until sent. */
export const OUTBOX_SENT_KEPT_DAYS = 30;

export const OUTBOX_TEXTS = {
  title: "Outbox",
  noSmtp:
    "No SMTP server is set (SMTP_URL), so e-mail is not sent: it waits here, and nobody receives it. Open a mail to read it and follow its links.",
  smtp: `E-mail goes out through the SMTP server. Each mail shows when it was sent, or that it waits, with the reason its last try failed. A mail is kept here ${OUTBOX_SENT_KEPT_DAYS} days after it was sent.`,
  waitingCount: (count: number) =>
    count === 1 ? "1 e-mail waits to be sent." : `${count} e-mails wait to be sent.`,
  empty: "No e-mail has been written yet.",
  /** In the order of the list's columns. */
  columns: {
    subject: "Subject",
    to: "To",
    written: "Written",
    sent: "Sent",
    attempts: "Tries",
    lastError: "Last error",
  },
  waiting: "Waiting",
  noError: "None",
  back: "Back to Outbox",
  textHidden:
    "Mail goes out through the SMTP server: its text is shown here only while no SMTP server is set.",
} as const;

/** Mails a page of the outbox lists. */
export const OUTBOX_PAGE_SIZE = 20;
