import type { BulkMessageResult } from "../../../../core/contracts/messages";
import { sendToParticipants } from "../../messaging/api/messages";
import type { ComposedMessage } from "../../messaging/components/message-composer";
import { saveParticipantLabels } from "./labels";

/**
 * Messages the selected participants one by one (spec 000 §4.5), then puts the composer's label, if one
 * was chosen, on those messaged. Answers the totals.
 */
export async function messageParticipants(
  studyId: number,
  participants: readonly { id: number; userId: number }[],
  message: ComposedMessage,
): Promise<BulkMessageResult> {
  const { attempted, messagedIds } = await sendToParticipants(studyId, participants, message);
  const labelId = message.labelId;
  const labeled =
    labelId === null
      ? 0
      : await saveParticipantLabels(
          studyId,
          messagedIds.map((id) => ({ id, add: [labelId], remove: [] })),
        );
  return { attempted, messaged: messagedIds.length, labeled };
}
