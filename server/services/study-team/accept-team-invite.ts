import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { findValidInvite } from "./find-valid-invite";

/**
 * Accepts a study-team invitation (spec 001 §2): the signed-in staff member joins the team as a team
 * member and the token is spent. An unknown, withdrawn, used or expired token answers 400
 * INVALID_INVITE, as does a token of another study than the link's; a link whose study number no study
 * has answers 404 (spec 001 §2: the page goes to /404-page-not-found) and spends nothing; a member of
 * the team already 409 (the token is spent all the same).
 */
export async function acceptTeamInvite(options: {
  db: Db;
  token: string;
  userId: number;
  /** The study of the link the token came with, when known: a token of another study is refused. */
  studyNum?: string;
}): Promise<{ studyId: number; studyNum: string }> {
  const outcome = await options.db.transaction(async (tx) => {
    if (options.studyNum !== undefined) {
      const [study] = sqlRows(
        // Study numbers are kept upper-cased: the unique index answers.
        await tx.execute(
          sql`select 1 from studies where study_num = ${options.studyNum.trim().toUpperCase()}`,
        ),
      );
      if (!study) throw AppError.notFound("The study");
    }
    const invite = await findValidInvite(tx, options.token);
    if (options.studyNum !== undefined && options.studyNum.toUpperCase() !== invite.studyNum.toUpperCase()) {
      throw new AppError("INVALID_INVITE", 400, "The invitation is for another study");
    }
    await tx.execute(sql`update study_team_invites set accepted_at = now(), accepted_by_user_id = ${options.userId}
      where id = ${invite.id}`);
    const joined = sqlRows(
      await tx.execute(sql`insert into study_team_members (study_id, user_id, role)
        values (${invite.studyId}, ${options.userId}, 'TEAM_MEMBER')
        on conflict (study_id, user_id) do nothing returning id`),
    );
    return {
      study: { studyId: invite.studyId, studyNum: invite.studyNum },
      alreadyMember: joined.length === 0,
    };
  });
  if (outcome.alreadyMember) {
    throw new AppError("ALREADY_TEAM_MEMBER", 409, "You are a member of this study's team already");
  }
  return outcome.study;
}
