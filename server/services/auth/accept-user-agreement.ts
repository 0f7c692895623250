import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema/index";

/** Records when the user accepted the user agreement; accepting twice keeps the first date. */
export async function acceptUserAgreement(options: { db: Db; userId: number; now?: Date }): Promise<Date> {
  const now = options.now ?? new Date();
  const [row] = await options.db
    .select({ agreedAt: users.agreedToUserAgreementAt })
    .from(users)
    .where(eq(users.id, options.userId));
  if (row?.agreedAt) return row.agreedAt;
  await options.db.update(users).set({ agreedToUserAgreementAt: now }).where(eq(users.id, options.userId));
  return now;
}
