import { sql } from "drizzle-orm";
import type { TeamInviteBody } from "../../../core/contracts/study-team";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { newSecretToken } from "../auth/secret-token";
import { sendTeamInviteMail } from "./send-team-invite-mail";

/** Invites someone to the study's team: the invitation (its token hashed) and its e-mail, in one transaction. */
export async function inviteTeamMember(options: {
  db: Db;
  studyId: number;
  inviterUserId: number;
  invite: TeamInviteBody;
}): Promise<{ id: number; studyId: number }> {
  const { studyId, invite } = options;
  return options.db.transaction(async (tx) => {
    const { token, hash } = newSecretToken();
    const [row] = sqlRows(
      await tx.execute(sql`insert into study_team_invites (study_id, name, email, token, invited_by_user_id)
        values (${studyId}, ${invite.name}, ${invite.email}, ${hash}, ${options.inviterUserId}) returning id`),
    );
    await sendTeamInviteMail(tx, {
      studyId,
      name: invite.name,
      email: invite.email,
      token,
      inviterUserId: options.inviterUserId,
    });
    return { id: Number(row?.id), studyId };
  });
}
