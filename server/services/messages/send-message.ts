import { sql } from "drizzle-orm";
import type { SendMessageBody } from "../../../core/contracts/messages";
import { MESSAGE_TEXTS } from "../../../core/contracts/messages";
import { fillNamePlaceholders } from "../../../core/rules/message-placeholders";
import type { Db } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { notifyVolunteers } from "../volunteer-notifications/notify-volunteers";
import { checkMessageAttachments } from "./check-message-attachments";

/**
 * Sends one message from the team to an interested participant, with attachments of the study, in one
 * transaction. Refused for a study that is not publishable (400), a participant the team cannot see
 * (404: another study's, a deactivated account) and deleted or foreign attachments (400). Name tokens
 * left in the text take the participant's names; the volunteer is told by e-mail as their message
 * frequency says. Answers its id.
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
      await tx.execute(sql`select sv.id, sv.user_id as "userId", s.publishable,
        u.first_name as "firstName", u.last_name as "lastName"
        from study_volunteers sv join studies s on s.id = sv.study_id join users u on u.id = sv.user_id and u.enabled
        where sv.id = ${message.studyVolunteer.id} and sv.study_id = ${studyId}
          and sv.user_id = ${message.studyVolunteer.userId}`),
    );
    if (!participant) throw AppError.notFound("The participant");
    if (participant.publishable !== true) {
      throw new AppError("STUDY_NOT_PUBLISHABLE", 400, MESSAGE_TEXTS.notPublishable);
    }
    const attachmentIds = await checkMessageAttachments(tx, studyId, message.attachments);
    const [sent] = sqlRows(
      await tx.execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id,
          body, recipient_volunteer, status, kind, has_attachments)
        values (${studyId}, ${Number(participant.id)}, ${Number(participant.userId)}, ${options.senderUserId},
          ${fillNamePlaceholders(message.body, {
            firstName: String(participant.firstName),
            lastName: String(participant.lastName),
          })}, true, 'UNREAD', 'MESSAGE', ${attachmentIds.length > 0})
        returning id`),
    );
    const id = Number(sent?.id);
    if (attachmentIds.length > 0) {
      await tx.execute(sql`insert into message_attachments (message_id, attachment_id)
        select ${id}, unnest(${intArray(attachmentIds)})`);
    }
    await notifyVolunteers(tx, { studyId, kind: "MESSAGE", messageIds: [id] });
    return id;
  });
}
