import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { newSecretToken } from "../auth/secret-token";
import { sendTeamInviteMail } from "./send-team-invite-mail";

/**
 * Sends a pending invitation again with a new link, valid for the full period again; the previous link
 * fails. 404 when the invitation was accepted or withdrawn.
 */
export async function resendTeamInvite(options: {
  db: Db;
  studyId: number;
  inviteId: number;
  senderUserId: number;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const { token, hash } = newSecretToken();
    const [invite] = sqlRows(
      await tx.execute(sql`update study_team_invites set token = ${hash}, created_at = now()
        where id = ${options.inviteId} and study_id = ${options.studyId} and accepted_at is null
          and revoked_at is null
        returning name, email`),
    );
    if (!invite) throw AppError.notFound("The invitation");
    await sendTeamInviteMail(tx, {
      studyId: options.studyId,
      name: String(invite.name),
      email: String(invite.email),
      token,
      inviterUserId: options.senderUserId,
    });
  });
}
