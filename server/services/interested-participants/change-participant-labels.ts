import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/**
 * Adds and removes labels of one interested participant (spec 000 §4.4), in one transaction: adding a
 * label the participant has, or removing one it lacks, changes nothing. The labels must be the study's
 * (400 otherwise) and the participant one the team can see (404 otherwise).
 */
export async function changeParticipantLabels(options: {
  db: Db;
  studyId: number;
  studyVolunteerId: number;
  add: readonly number[];
  remove: readonly number[];
}): Promise<void> {
  const { db, studyId, studyVolunteerId } = options;
  const labelIds = [...options.add, ...options.remove];
  await db.transaction(async (tx) => {
    const [participant] = sqlRows(
      await tx.execute(sql`select sv.id from study_volunteers sv
        join studies s on s.id = sv.study_id and s.publishable
        join users u on u.id = sv.user_id and u.enabled
        where sv.id = ${studyVolunteerId} and sv.study_id = ${studyId} for update of sv`),
    );
    if (!participant) throw AppError.notFound("The participant");
    const known = sqlRows(
      await tx.execute(sql`select id from labels where study_id = ${studyId}
        and id in (${sql.join(
          labelIds.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    if (known.length !== new Set(labelIds).size) {
      throw AppError.invalid("UNKNOWN_LABEL", "A label is not one of the study's", [
        { field: "labels", message: "A label was deleted or is another study's; refresh the list" },
      ]);
    }
    for (const labelId of options.add) {
      await tx.execute(sql`insert into study_volunteer_labels (study_volunteer_id, label_id)
        values (${studyVolunteerId}, ${labelId}) on conflict do nothing`);
    }
    if (options.remove.length > 0) {
      await tx.execute(sql`delete from study_volunteer_labels where study_volunteer_id = ${studyVolunteerId}
        and label_id in (${sql.join(
          options.remove.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
  });
}
