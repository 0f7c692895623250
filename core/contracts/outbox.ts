import { z } from "zod";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam } from "./ids";
import { PageNumber, pageOf } from "./paging";

/** One e-mail of the outbox, without its text; times are epoch milliseconds. */
export const OutboxMailSummary = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  createdAt: z.number(),
  /** Null while it waits to be sent. */
  sentAt: z.number().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummary>;

/** How this instance sends mail: through SMTP_URL's server, or not at all (it waits in the outbox). */
export const MailDelivery = z.enum(["SMTP", "NONE"]);
export type MailDelivery = z.infer<typeof MailDelivery>;

export const OutboxPage = pageOf(OutboxMailSummary).extend({
  delivery: MailDelivery,
  /** Mails not sent yet, of the whole outbox. */
  waitingCount: z.number().int(),
});
export type OutboxPage = z.infer<typeof OutboxPage>;

/** One mail with its plain text, as its recipient would read it. */
export const OutboxMail = OutboxMailSummary.extend({ textBody: z.string() });
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxMailParams = z.object({ mailId: EntityIdParam });

/** The outbox, for administrators (DESIGN.md §2: without SMTP, mail is kept there and shown to them). */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/admin/outbox",
    summary:
      "A page of the outbox's e-mails, newest first, with how many wait to be sent and whether this instance sends mail through SMTP",
    audience: audience.role("ADMIN"),
    query: z.object({ page: PageNumber }),
    response: OutboxPage,
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/secure/admin/outbox/:mailId",
    summary:
      "One e-mail with its text, while no SMTP server is set (nobody else receives it then; its links are the only way to follow them)",
    audience: audience.role("ADMIN"),
    params: OutboxMailParams,
    response: OutboxMail,
    otherErrors: {
      404: "No such e-mail",
      409: "Mail goes out through the SMTP server: its text, links included, is for its recipient only",
    },
  }),
};
