import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/** Removes a member of the study's team (yourself too); the principal investigator stays (403). */
export async function removeTeamMember(options: {
  db: DbOrTx;
  studyId: number;
  memberId: number;
}): Promise<void> {
  const [member] = sqlRows(
    await options.db.execute(sql`select role from study_team_members
      where id = ${options.memberId} and study_id = ${options.studyId}`),
  );
  if (!member) throw AppError.notFound("The team member");
  if (member.role === "PRINCIPAL_INVESTIGATOR")
    throw AppError.forbidden("PRINCIPAL_INVESTIGATOR_NOT_REMOVABLE");
  await options.db.execute(sql`delete from study_team_members where id = ${options.memberId}`);
}
