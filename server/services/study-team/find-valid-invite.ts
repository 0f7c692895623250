import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { hashSecretToken } from "../auth/secret-token";
import { inviteHours } from "./invite-hours";

export interface ValidInvite {
  id: number;
  studyId: number;
  studyNum: string;
  name: string;
  email: string;
}

/**
 * The invitation of a token that is neither used, withdrawn nor expired (locked for the caller's
 * transaction); 400 INVALID_INVITE otherwise.
 */
export async function findValidInvite(db: DbOrTx, token: string): Promise<ValidInvite> {
  const hours = await inviteHours(db);
  const [invite] = sqlRows(
    await db.execute(sql`select i.id, i.study_id as "studyId", s.study_num as "studyNum", i.name, i.email,
        i.created_at > now() - ${hours} * interval '1 hour' as "current"
      from study_team_invites i join studies s on s.id = i.study_id
      where i.token = ${hashSecretToken(token)} and i.accepted_at is null and i.revoked_at is null
      for update of i`),
  );
  if (invite?.current !== true) {
    throw new AppError(
      "INVALID_INVITE",
      400,
      "The invitation has expired, was withdrawn or was used already",
    );
  }
  return {
    id: Number(invite.id),
    studyId: Number(invite.studyId),
    studyNum: String(invite.studyNum),
    name: String(invite.name),
    email: String(invite.email),
  };
}
