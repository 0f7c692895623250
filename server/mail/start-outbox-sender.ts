import type { Db } from "../db/connect";
import { createTransport } from "./create-transport";
import { sendOutbox } from "./send-outbox";

/**
 * Sends the outbox every `intervalMs` while the app runs, when SMTP_URL is set; without it, mail stays
 * in the outbox table (DESIGN.md §2). The admin jobs area will move this under the job scheduler
 * (job SEND_OUTBOX_MAIL). Answers a function that stops it.
 */
export function startOutboxSender(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): () => void {
  const transport = createTransport(options.smtpUrl);
  if (!transport) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendOutbox({ db: options.db, transport, from: options.from })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 10_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
