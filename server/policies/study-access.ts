import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { compiledQuery } from "../db/prepared-query";
import { AppError } from "../errors/app-error";
import type { SessionUser } from "../services/auth/session-user";

const membershipQuery = compiledQuery<{ studyId: number; userId: number }>(
  () =>
    sql`select 1 as member from study_team_members
      where study_id = ${sql.placeholder("studyId")} and user_id = ${sql.placeholder("userId")}`,
);

/**
 * The user is on the study's team, or the study answers 404 as if it did not exist
 * (DESIGN.md §6: another team's study is never confirmed).
 */
export async function requireStudyMember(options: {
  db: Db;
  user: SessionUser;
  studyId: number;
}): Promise<void> {
  const [membership] = await membershipQuery(options.db, {
    studyId: options.studyId,
    userId: options.user.userId,
  });
  if (!membership) throw AppError.notFound("The study");
}

/**
 * The same rule as a condition on the studies row `s`, for reads that fetch a study and check
 * membership in one statement (the dashboard read runs on every visit). The viewer's id is the
 * placeholder `viewerUserId`.
 */
export const studyVisibleToViewer: SQL = sql`exists (select 1 from study_team_members vm
  where vm.study_id = s.id and vm.user_id = ${sql.placeholder("viewerUserId")})`;
