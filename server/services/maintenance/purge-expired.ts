import { isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { rateLimitCounters, sessions, verificationTokens, volunteerFactChanges } from "../../db/schema/index";
import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { FACT_CHANGES_KEPT_HOURS } from "../feasibility/sync-volunteer-columns";

/**
 * Removes what can no longer be used: sessions past their absolute expiry (idle ones are refused on read
 * and go when they expire), used or expired verification tokens, rate-limit windows that ended, and the
 * volunteers' fact changes older than a day (an instance that has not read them since loads anew).
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(lt(sessions.expiresAt, now));
    await tx
      .delete(verificationTokens)
      .where(or(lt(verificationTokens.expirationDate, now), isNotNull(verificationTokens.usedAt)));
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
    await tx
      .delete(volunteerFactChanges)
      .where(
        lt(volunteerFactChanges.changedAt, new Date(now.getTime() - FACT_CHANGES_KEPT_HOURS * 3_600_000)),
      );
  });
}

export const maintenanceJobHandlers: JobHandlers = {
  PURGE_EXPIRED_SESSIONS: async (db) => purgeExpired(db),
};
