import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { InviteAccountBody } from "../../../core/contracts/study-team";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { findValidInvite } from "./find-valid-invite";

/**
 * A person invited without a staff account creates one (issue 12): the invitation proves the e-mail
 * address, so the account is the invitation's e-mail, with the names and an argon2id password given.
 * The account joins the team and the token is spent, in one transaction. 409 when the e-mail has an
 * account (sign in to accept instead). The caller signs the new account in.
 */
export async function createInvitedAccount(options: {
  db: Db;
  token: string;
  account: InviteAccountBody;
}): Promise<{ studyId: number; studyNum: string; email: string }> {
  const passwordHash = await hash(options.account.password);
  return options.db.transaction(async (tx) => {
    const invite = await findValidInvite(tx, options.token);
    const [user] = sqlRows(
      await tx.execute(sql`insert into users (type, email, username, first_name, last_name, password_hash)
        values ('STAFF', ${invite.email}, ${invite.email}, ${options.account.firstName}, ${options.account.lastName},
          ${passwordHash})
        on conflict do nothing returning id`),
    );
    if (!user) throw new AppError("ACCOUNT_EXISTS", 409, "An account with this e-mail exists already");
    await tx.execute(sql`update study_team_invites set accepted_at = now(), accepted_by_user_id = ${Number(user.id)}
      where id = ${invite.id}`);
    await tx.execute(sql`insert into study_team_members (study_id, user_id, role)
      values (${invite.studyId}, ${Number(user.id)}, 'TEAM_MEMBER')`);
    return { studyId: invite.studyId, studyNum: invite.studyNum, email: invite.email };
  });
}
