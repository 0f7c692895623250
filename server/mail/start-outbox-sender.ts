import type { Db } from "../db/connect";
import { createTransport } from "./create-transport";
import { sendOutbox } from "./send-outbox";

const BATCH = 50;

/**
 * Sends the outbox every `intervalMs` while the app runs, when SMTP_URL is set; without it, mail stays
 * in the outbox table (DESIGN.md §2). The SEND_OUTBOX_MAIL job also sends it on its schedule.
 * Answers a function that stops it.
 */
export function startOutboxSender(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  intervalMs?: number;
  claimSeconds?: number;
  onError?: (error: unknown) => void;
}): () => void {
  const transport = createTransport(options.smtpUrl);
  if (!transport) return () => undefined;
  let running = false;
  // A full batch means more may wait: send on until a batch comes back short.
  const drainOutbox = async () => {
    const batch = {
      db: options.db,
      transport,
      from: options.from,
      batchSize: BATCH,
      claimSeconds: options.claimSeconds,
    };
    while ((await sendOutbox(batch)) === BATCH);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drainOutbox()
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
