import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { driverMessage, isDatabaseUnavailable } from "../db/database-unavailable";

/** How often a starting instance asks again for a database that is not up yet. */
const RETRY_MS = 1_000;

/**
 * Waits until the database answers, for up to `seconds`: an instance started beside its database (a
 * machine's boot, a compose file, a failover) finds it still starting, and waits instead of dying with a
 * stack trace. Each failed attempt is told through `tell`; an error that is not the database being out of
 * reach (a statement's own) is thrown at once, and so is the last one when the time is up.
 */
export async function waitForDatabase(
  db: Db,
  options: { seconds: number; tell(message: string): void; retryMs?: number },
): Promise<void> {
  const deadline = Date.now() + options.seconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(sql`select 1`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
      options.tell(
        `the database does not answer yet (${driverMessage(error)}); trying again (attempt ${attempt})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? RETRY_MS));
  }
}
