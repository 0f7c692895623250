import { fillNamePlaceholders } from "../../../core/rules/message-placeholders";
import type { DbOrTx } from "../../db/connect";
import { messages } from "../../db/schema/index";
import { notifyVolunteers } from "../volunteer-notifications/notify-volunteers";

const ROWS_PER_INSERT = 1000;

export interface AskedVolunteer {
  userId: number;
  firstName: string;
  lastName: string;
}

/**
 * Asking records the note as a message to each volunteer, with their names merged in, ready for the
 * volunteer's side. It belongs to no conversation yet: that starts when the volunteer shows interest.
 * Each volunteer is told by e-mail as their recommendation frequency says.
 */
export async function recordAskMessages(
  db: DbOrTx,
  options: { studyId: number; fromUserId: number; note: string; volunteers: readonly AskedVolunteer[] },
): Promise<void> {
  if (options.volunteers.length === 0) return;
  const sentDate = new Date();
  const rows = options.volunteers.map((volunteer) => ({
    studyId: options.studyId,
    volunteerUserId: volunteer.userId,
    fromUserId: options.fromUserId,
    body: fillNamePlaceholders(options.note, volunteer),
    sentDate,
    recipientVolunteer: true,
    kind: "ASK_IF_INTERESTED" as const,
    status: "UNREAD" as const,
  }));
  // A select-all ask may reach thousands of volunteers; stay well under PostgreSQL's parameter limit.
  const messageIds: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const inserted = await db
      .insert(messages)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .returning({ id: messages.id });
    messageIds.push(...inserted.map((row) => row.id));
  }
  await notifyVolunteers(db, { studyId: options.studyId, kind: "RECOMMENDATION", messageIds });
}
