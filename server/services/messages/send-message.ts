import { sql } from "drizzle-orm";
import type { SendMessageBody } from "../../../core/contracts/messages";
import { MESSAGE_TEXTS } from "../../../core/contracts/messages";
import type { Db } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";

/**
 * Sends one message from the team to an interested participant, with attachments of the study, in one
 * transaction. Refused for a study that is not publishable (400), a participant the team cannot see
 * (404: another study's, a deactivated account) and deleted or foreign attachments (400). Answers its id.
 */
export async function sendMessage(options: {
  db: Db;
  studyId: number;
  senderUserId: number;
  message: SendMessageBody;
}): Promise<number> {
  const { db, studyId, message } = options;
  return db.transaction(async (tx) => {
    const [participant] = sqlRows(
      await tx.execute(sql`select sv.id, sv.user_id as "userId", s.publishable
        from study_volunteers sv join studies s on s.id = sv.study_id join users u on u.id = sv.user_id and u.enabled
        where sv.id = ${message.studyVolunteer.id} and sv.study_id = ${studyId}
          and sv.user_id = ${message.studyVolunteer.userId}`),
    );
    if (!participant) throw AppError.notFound("The participant");
    if (participant.publishable !== true) {
      throw new AppError("STUDY_NOT_PUBLISHABLE", 400, MESSAGE_TEXTS.notPublishable);
    }
    const attachmentIds = [...new Set(message.attachments.map((attachment) => attachment.id))];
    if (attachmentIds.length > 0) {
      const found = sqlRows(
        await tx.execute(sql`select id from attachments where study_id = ${studyId} and deleted_at is null
          and id = any(${intArray(attachmentIds)})`),
      );
      if (found.length !== attachmentIds.length) {
        throw AppError.invalid("MESSAGE_MISSING_ATTACHMENTS", "Some attachments were deleted", [
          { field: "attachments", message: "attachments" },
        ]);
      }
    }
    const [sent] = sqlRows(
      await tx.execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id,
          body, recipient_volunteer, status, kind)
        values (${studyId}, ${Number(participant.id)}, ${Number(participant.userId)}, ${options.senderUserId},
          ${message.body}, true, 'UNREAD', 'MESSAGE')
        returning id`),
    );
    const id = Number(sent?.id);
    if (attachmentIds.length > 0) {
      await tx.execute(sql`insert into message_attachments (message_id, attachment_id)
        select ${id}, unnest(${intArray(attachmentIds)})`);
    }
    return id;
  });
}
