import { sql } from "drizzle-orm";
import type { TeamAccess } from "../../../core/contracts/study-team";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";

/** The study's team, the principal investigator first, and its invitations not accepted nor withdrawn. */
export async function readTeamAccess(options: { db: DbOrTx; studyId: number }): Promise<TeamAccess> {
  const members = sqlRows(
    await options.db.execute(sql`select m.id, m.role, u.id as "userId", u.first_name as "firstName",
        u.last_name as "lastName", u.middle_name as "middleName", u.username, u.email, u.type
      from study_team_members m join users u on u.id = m.user_id
      where m.study_id = ${options.studyId}
      order by m.role = 'PRINCIPAL_INVESTIGATOR' desc, lower(u.last_name), lower(u.first_name), m.id`),
  );
  const invitees = sqlRows(
    await options.db.execute(sql`select id, name, email, round(extract(epoch from created_at) * 1000)::float8 as "invitedAt"
      from study_team_invites
      where study_id = ${options.studyId} and accepted_at is null and revoked_at is null
      order by created_at, id`),
  );
  return {
    members: members.map((row) => ({
      id: Number(row.id),
      role: row.role === "PRINCIPAL_INVESTIGATOR" ? "PRINCIPAL_INVESTIGATOR" : "TEAM_MEMBER",
      studyTeamMemberUser: {
        id: Number(row.userId),
        firstName: String(row.firstName),
        lastName: String(row.lastName),
        middleName: row.middleName === null ? null : String(row.middleName),
        username: String(row.username),
        email: String(row.email),
        type: String(row.type),
      },
    })),
    invitees: invitees.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      email: String(row.email),
      invitedAt: Number(row.invitedAt),
    })),
  };
}
