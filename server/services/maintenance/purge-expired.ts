import { inArray, isNotNull, lt, or } from "drizzle-orm";
import { OUTBOX_SENT_KEPT_DAYS } from "../../../core/rules/outbox";
import type { Db } from "../../db/connect";
import {
  outboxMails,
  rateLimitCounters,
  sessions,
  verificationTokens,
  volunteerFactChanges,
} from "../../db/schema/index";
import type { JobHandlers } from "../../jobs/run-pending-jobs";
import { FACT_CHANGES_KEPT_HOURS } from "../feasibility/sync-volunteer-columns";

/**
 * Removes what can no longer be used: sessions past their absolute expiry (idle ones are refused on read
 * and go when they expire), used or expired verification tokens, rate-limit windows that ended, and the
 * volunteers' fact changes older than a day (an instance that has not read them since loads anew),
 * and the e-mail sent more than OUTBOX_SENT_KEPT_DAYS ago (its text names its recipient and may hold a link
 * that signs them in; the outbox page needs only the recent mail).
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
  await purgeSentMail(db, new Date(now.getTime() - OUTBOX_SENT_KEPT_DAYS * 86_400_000));
}

const SENT_MAIL_BATCH = 5_000;

/**
 * Sent mail from before the cutoff, a batch a statement, oldest first along the primary key: the first run
 * on an outbox that kept years of mail does not hold millions of rows in one transaction.
 */
async function purgeSentMail(db: Db, cutoff: Date): Promise<void> {
  for (;;) {
    const batch = db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(lt(outboxMails.sentAt, cutoff))
      .orderBy(outboxMails.id)
      .limit(SENT_MAIL_BATCH);
    const removed = await db
      .delete(outboxMails)
      .where(inArray(outboxMails.id, batch))
      .returning({ id: outboxMails.id });
    if (removed.length < SENT_MAIL_BATCH) return;
  }
}

export const maintenanceJobHandlers: JobHandlers = {
  PURGE_EXPIRED_SESSIONS: async (db) => purgeExpired(db),
};
