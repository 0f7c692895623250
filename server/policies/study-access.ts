import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect";
import { studyTeamMembers } from "../db/schema/index";
import { AppError } from "../errors/app-error";
import type { SessionUser } from "../services/auth/session-user";

/**
 * The user is on the study's team, or the study answers 404 as if it did not exist
 * (DESIGN.md §6: another team's study is never confirmed).
 */
export async function requireStudyMember(options: {
  db: Db;
  user: SessionUser;
  studyId: number;
}): Promise<void> {
  const [membership] = await options.db
    .select({ id: studyTeamMembers.id })
    .from(studyTeamMembers)
    .where(
      and(eq(studyTeamMembers.studyId, options.studyId), eq(studyTeamMembers.userId, options.user.userId)),
    )
    .limit(1);
  if (!membership) throw AppError.notFound("The study");
}
