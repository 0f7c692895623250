import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { inviteHours } from "./invite-hours";
import { hashInviteToken } from "./invite-token";

/**
 * Accepts a study-team invitation (spec 001 §2): the signed-in staff member joins the team as a team
 * member and the token is spent. An unknown, withdrawn, used or expired token answers 400
 * INVALID_INVITE; a member of the team already 409 (the token is spent all the same).
 */
export async function acceptTeamInvite(options: {
  db: Db;
  token: string;
  userId: number;
}): Promise<{ studyId: number; studyNum: string }> {
  const hours = await inviteHours(options.db);
  const outcome = await options.db.transaction(async (tx) => {
    const [invite] = sqlRows(
      await tx.execute(sql`select i.id, i.study_id as "studyId", s.study_num as "studyNum",
          i.created_at > now() - ${hours} * interval '1 hour' as "current"
        from study_team_invites i join studies s on s.id = i.study_id
        where i.token = ${hashInviteToken(options.token)} and i.accepted_at is null and i.revoked_at is null
        for update of i`),
    );
    if (invite?.current !== true) {
      throw new AppError(
        "INVALID_INVITE",
        400,
        "The invitation has expired, was withdrawn or was used already",
      );
    }
    await tx.execute(sql`update study_team_invites set accepted_at = now(), accepted_by_user_id = ${options.userId}
      where id = ${Number(invite.id)}`);
    const joined = sqlRows(
      await tx.execute(sql`insert into study_team_members (study_id, user_id, role)
        values (${Number(invite.studyId)}, ${options.userId}, 'TEAM_MEMBER')
        on conflict (study_id, user_id) do nothing returning id`),
    );
    return {
      study: { studyId: Number(invite.studyId), studyNum: String(invite.studyNum) },
      alreadyMember: joined.length === 0,
    };
  });
  if (outcome.alreadyMember) {
    throw new AppError("ALREADY_TEAM_MEMBER", 409, "You are a member of this study's team already");
  }
  return outcome.study;
}
