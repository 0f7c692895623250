import { sql } from "drizzle-orm";
import type { BulkMessageBody, BulkMessageResult } from "../../../core/contracts/messages";
import { MESSAGE_TEXTS } from "../../../core/contracts/messages";
import { FIRST_NAME_PLACEHOLDER, LAST_NAME_PLACEHOLDER } from "../../../core/rules/message-placeholders";
import type { Db, DbOrTx } from "../../db/connect";
import { intArray } from "../../db/int-array";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { interestedListFilter } from "../interested-participants/interested-row";
import { notifyVolunteers } from "../volunteer-notifications/notify-volunteers";
import { checkMessageAttachments } from "./check-message-attachments";

/**
 * Sends one message to every participant the team sees in a status list or a label at this moment (spec
 * 000 §4.5), each with their names merged into the tokens, in one transaction with its attachments, the
 * label to apply and the volunteers' e-mail notifications. Refused for a study that is not publishable,
 * a label that is not the study's (400 UNKNOWN_LABEL) and deleted attachments.
 */
export async function sendBulkMessage(options: {
  db: Db;
  senderUserId: number;
  message: BulkMessageBody;
}): Promise<BulkMessageResult> {
  const { db, message } = options;
  const studyId = message.studyId;
  return db.transaction(async (tx) => {
    const [study] = sqlRows(await tx.execute(sql`select publishable from studies where id = ${studyId}`));
    if (study?.publishable !== true) {
      throw new AppError("STUDY_NOT_PUBLISHABLE", 400, MESSAGE_TEXTS.notPublishable);
    }
    await checkLabels(tx, studyId, [message.labelId, message.applyLabelId ?? 0]);
    const attachmentIds = await checkMessageAttachments(tx, studyId, message.attachments);
    const filter = interestedListFilter({
      studyId,
      status: message.participantStatus,
      labelId: message.labelId || null,
    });
    const sent = sqlRows(
      await tx.execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id,
          body, recipient_volunteer, status, kind, label_id, participant_status, has_attachments)
        select sv.study_id, sv.id, sv.user_id, ${options.senderUserId},
          replace(replace(${message.body}::text, ${FIRST_NAME_PLACEHOLDER}::text, u.first_name),
            ${LAST_NAME_PLACEHOLDER}::text, u.last_name),
          true, 'UNREAD', 'MESSAGE', ${message.labelId || null}, ${message.participantStatus},
          ${attachmentIds.length > 0}
        from study_volunteers sv join users u on u.id = sv.user_id and u.enabled
        where ${filter}
        returning id, study_volunteer_id as "studyVolunteerId"`),
    );
    const messageIds = sent.map((row) => Number(row.id));
    if (attachmentIds.length > 0 && messageIds.length > 0) {
      await tx.execute(sql`insert into message_attachments (message_id, attachment_id)
        select m.id, a.id from unnest(${intArray(messageIds)}) m(id) cross join unnest(${intArray(attachmentIds)}) a(id)`);
    }
    let labeled = 0;
    if (message.applyLabelId !== null && sent.length > 0) {
      await tx.execute(sql`insert into study_volunteer_labels (study_volunteer_id, label_id)
        select unnest(${intArray(sent.map((row) => Number(row.studyVolunteerId)))}), ${message.applyLabelId}
        on conflict do nothing`);
      labeled = sent.length;
    }
    await notifyVolunteers(tx, { studyId, kind: "MESSAGE", messageIds });
    return { attempted: sent.length, messaged: sent.length, labeled };
  });
}

/** Each label id but 0 must be one of the study's. */
async function checkLabels(tx: DbOrTx, studyId: number, ids: number[]) {
  const labelIds = [...new Set(ids.filter((id) => id > 0))];
  if (labelIds.length === 0) return;
  const found = sqlRows(
    await tx.execute(
      sql`select id from labels where study_id = ${studyId} and id = any(${intArray(labelIds)})`,
    ),
  );
  if (found.length !== labelIds.length) {
    throw AppError.invalid("UNKNOWN_LABEL", "A label is not one of the study's", [
      { field: "labelId", message: "A label was deleted or is another study's; refresh the list" },
    ]);
  }
}
