import { sql } from "drizzle-orm";
import { STUDY_ROLES, type StudyRole } from "../../core/rules/roles";
import type { Db } from "../db/connect";
import { compiledQuery } from "../db/prepared-query";

const membershipQuery = compiledQuery<{ studyId: number; userId: number }>(
  () =>
    sql`select role from study_team_members
      where study_id = ${sql.placeholder("studyId")} and user_id = ${sql.placeholder("userId")}`,
);

/**
 * The user's role on the study's team, or null when they are not on it. The access gate reads it with
 * the session for a study named in the path or query; this read serves a study named in the body.
 */
export async function readStudyRole(options: {
  db: Db;
  userId: number;
  studyId: number;
}): Promise<StudyRole | null> {
  const [row] = await membershipQuery(options.db, { studyId: options.studyId, userId: options.userId });
  return STUDY_ROLES.find((role) => role === row?.role) ?? null;
}
