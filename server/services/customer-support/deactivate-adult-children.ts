import { sql } from "drizzle-orm";
import { CHILD_TURNED_ADULT_REASON_ID } from "../../../core/rules/lookup-ids";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { deactivateAccounts } from "./change-participant-activation";

/**
 * The DEACTIVATE_ADULT_CHILD_ACCOUNTS job: a loved one (child account) whose owner turned 18 must sign
 * up on their own, so the account is deactivated with reason 261001, which reactivation refuses.
 * Answers the accounts deactivated.
 */
export async function deactivateAdultChildAccounts(db: Db, today = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const adults = sqlRows(
      await tx.execute(sql`select u.id from users u join volunteer_profiles p on p.user_id = u.id
        where u.parent_user_id is not null and u.enabled
          and p.date_of_birth <= (${today.toISOString().slice(0, 10)}::date - interval '18 years')
        for update of u`),
    ).map((row) => Number(row.id));
    const done = await deactivateAccounts(tx, { userIds: adults, reasonId: CHILD_TURNED_ADULT_REASON_ID });
    return done.length;
  });
}
