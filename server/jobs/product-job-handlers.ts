import type { Env } from "../env";
import { createTransport } from "../mail/create-transport";
import { sendOutbox } from "../mail/send-outbox";
import { maintenanceJobHandlers } from "../services/maintenance/purge-expired";
import { matchingJobHandlers } from "../services/matching/matching-job-handlers";
import { studyNotificationJobHandlers } from "../services/study-notifications/study-notification-job-handlers";
import { volunteerNotificationJobHandlers } from "../services/volunteer-notifications/volunteer-notification-job-handlers";
import type { JobHandlers } from "./run-pending-jobs";

/**
 * Every job the product runs, by name: what the worker calls and what the admin's run-now may start.
 * SEND_OUTBOX_MAIL retries the outbox on its schedule (each instance also sends it every few seconds);
 * without SMTP_URL it leaves the mail in the outbox.
 */
export function productJobHandlers(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">): JobHandlers {
  return {
    ...matchingJobHandlers,
    ...maintenanceJobHandlers,
    ...volunteerNotificationJobHandlers,
    ...studyNotificationJobHandlers,
    SEND_OUTBOX_MAIL: async (db) => {
      const transport = createTransport(env.SMTP_URL);
      if (!transport) return;
      try {
        await sendOutbox({ db, transport, from: env.MAIL_FROM });
      } finally {
        transport.close();
      }
    },
  };
}
