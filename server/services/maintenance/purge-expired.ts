import { isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rateLimitCounters, sessions, verificationTokens } from "../../db/schema/index";
import type { JobHandlers } from "../../jobs/run-pending-jobs";

/**
 * Removes what can no longer be used: sessions past their absolute expiry (idle ones are refused on read
 * and go when they expire), used or expired verification tokens, and rate-limit windows that ended.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
    await tx
      .delete(verificationTokens)
      .where(or(lt(verificationTokens.expirationDate, now), isNotNull(verificationTokens.usedAt)));
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
  });
}

export const maintenanceJobHandlers: JobHandlers = {
  PURGE_EXPIRED_SESSIONS: async (db) => purgeExpired(db),
};
