import type { Env } from "../env";
import { createTransport } from "../mail/create-transport";
import { sendOutbox } from "../mail/send-outbox";
import { customerSupportJobHandlers } from "../services/customer-support/customer-support-job-handlers";
import { maintenanceJobHandlers } from "../services/maintenance/purge-expired";
import { matchingJobHandlers } from "../services/matching/matching-job-handlers";
import { studyNotificationJobHandlers } from "../services/study-notifications/study-notification-job-handlers";
import { volunteerNotificationJobHandlers } from "../services/volunteer-notifications/volunteer-notification-job-handlers";
import type { JobHandler, JobHandlers } from "./run-pending-jobs";

type MailEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM">;

/** SEND_OUTBOX_MAIL: retries the outbox on its schedule; without SMTP_URL the mail stays in the outbox. */
function outboxHandler(env: MailEnv): JobHandler {
  return async (db) => {
    const transport = createTransport(env.SMTP_URL);
    if (!transport) return;
    try {
      await sendOutbox({ db, transport, from: env.MAIL_FROM });
    } finally {
      transport.close();
    }
  };
}

/**
 * Every job the product runs, by name: what the worker calls and what the admin's run-now may start.
 * Each instance also sends the outbox every few seconds (mail/start-outbox-sender.ts).
 */
export function productJobHandlers(env: MailEnv): JobHandlers {
  return Object.assign(
    {},
    matchingJobHandlers,
    maintenanceJobHandlers,
    volunteerNotificationJobHandlers,
    studyNotificationJobHandlers,
    customerSupportJobHandlers,
    { SEND_OUTBOX_MAIL: outboxHandler(env) },
  );
}
