import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { findValidInvite } from "./find-valid-invite";

/** For the bearer of a valid token: the invitation's name and e-mail, and whether that e-mail has an account. */
export async function readInvitation(options: {
  db: Db;
  token: string;
}): Promise<{ email: string; name: string; hasAccount: boolean; studyNum: string }> {
  return options.db.transaction(async (tx) => {
    const invite = await findValidInvite(tx, options.token);
    const accounts = sqlRows(
      await tx.execute(sql`select 1 from users where lower(email) = lower(${invite.email})`),
    );
    return {
      email: invite.email,
      name: invite.name,
      hasAccount: accounts.length > 0,
      studyNum: invite.studyNum,
    };
  });
}
