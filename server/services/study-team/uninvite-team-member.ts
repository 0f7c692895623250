import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/** Withdraws a pending invitation: its link fails from now on. 404 when accepted or withdrawn already. */
export async function uninviteTeamMember(options: {
  db: DbOrTx;
  studyId: number;
  inviteId: number;
}): Promise<void> {
  const withdrawn = sqlRows(
    await options.db.execute(sql`update study_team_invites set revoked_at = now()
      where id = ${options.inviteId} and study_id = ${options.studyId} and accepted_at is null and revoked_at is null
      returning id`),
  );
  if (withdrawn.length === 0) throw AppError.notFound("The invitation");
}
