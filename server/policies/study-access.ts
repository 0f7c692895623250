import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { preparedRows } from "../db/prepared-query";
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
  const [membership] = await preparedRows(
    options.db,
    sql`select 1 as member from study_team_members where study_id = ${options.studyId} and user_id = ${options.user.userId}`,
  );
  if (!membership) throw AppError.notFound("The study");
}
