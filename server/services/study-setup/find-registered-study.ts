import { and, eq } from "drizzle-orm";
import type { RegisteredStudy } from "../../../core/contracts/study-setup";
import type { DbOrTx } from "../../db/connect";
import { studies, studyTeamMembers, users } from "../../db/schema/index";

/**
 * A study with this number in any state and on any team, with its PI's name: the add-study flow tells
 * the user whom to ask to be added (spec 001 §4). Nothing else about the study is revealed.
 */
export async function findRegisteredStudy(db: DbOrTx, studyNum: string): Promise<RegisteredStudy | null> {
  const [row] = await db
    .select({
      studyNum: studies.studyNum,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(studies)
    .leftJoin(
      studyTeamMembers,
      and(eq(studyTeamMembers.studyId, studies.id), eq(studyTeamMembers.role, "PRINCIPAL_INVESTIGATOR")),
    )
    .leftJoin(users, eq(users.id, studyTeamMembers.userId))
    .where(eq(studies.studyNum, studyNum));
  if (!row) return null;
  const piFullName = [row.firstName, row.middleName, row.lastName].filter((part) => part?.trim()).join(" ");
  return { studyNum: row.studyNum, piFullName };
}
