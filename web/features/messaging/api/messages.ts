import type { InterestedStatus } from "../../../../core/contracts/interested-participants";
import type { BulkMessageResult, SendMessageBody } from "../../../../core/contracts/messages";
import { messageRoutes } from "../../../../core/contracts/routes/messages";
import { api } from "../../../lib/api";
import { ApiError, noneOn404 } from "../../../lib/api-client";
import type { ComposedMessage } from "../components/message-composer";

/** The cache keys of a study's conversations, invalidated wherever a message is sent. */
export const messagingKeys = {
  study: (studyId: number) => ["inbox", studyId] as const,
  list: (studyId: number, page: number, search: string, unreadOnly: boolean) =>
    ["inbox", studyId, "list", page, search, unreadOnly] as const,
  conversation: (studyId: number, id: number) => ["inbox", studyId, "conversation", id] as const,
};

/** A window of a conversation; null when the team cannot see the participant (404). */
export function readConversationWindow(
  studyId: number,
  studyVolunteerId: number,
  from?: number,
  to?: number,
) {
  return api
    .call(
      messageRoutes.conversation,
      { params: { studyVolunteerId }, query: { "study-id": studyId, "from-index": from, "to-index": to } },
      { tolerate: [404] },
    )
    .catch(noneOn404);
}

export function sendMessage(body: SendMessageBody) {
  return api.call(messageRoutes.send, { body }, { tolerate: [400, 404] });
}

const attachmentsOf = (message: ComposedMessage) => message.attachmentIds.map((id) => ({ id }));

/**
 * One message per selected participant, in parallel (spec 000 §4.5): a refused one (moved out of sight,
 * an attachment deleted meanwhile) is skipped. Answers how many were tried and the ids of those messaged.
 */
export async function sendToParticipants(
  studyId: number,
  participants: readonly { id: number; userId: number }[],
  message: ComposedMessage,
): Promise<{ attempted: number; messagedIds: number[] }> {
  const outcomes = await Promise.allSettled(
    participants.map((participant) =>
      sendMessage({
        studyVolunteer: { id: participant.id, studyId, userId: participant.userId },
        body: message.body,
        attachments: attachmentsOf(message),
      }).then(() => participant.id),
    ),
  );
  const messagedIds: number[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") messagedIds.push(outcome.value);
    else if (!(outcome.reason instanceof ApiError)) throw outcome.reason;
  }
  return { attempted: participants.length, messagedIds };
}

/** One bulk message to a whole list at this moment: a label's, or a status list's (null for All). */
export function sendToList(
  studyId: number,
  list: { labelId: number } | { status: InterestedStatus | null },
  message: ComposedMessage,
): Promise<BulkMessageResult> {
  return api.call(
    messageRoutes.bulkSend,
    {
      body: {
        studyId,
        labelId: "labelId" in list ? list.labelId : 0,
        participantStatus: "status" in list ? list.status : null,
        body: message.body,
        attachments: attachmentsOf(message),
        applyLabelId: message.labelId,
      },
    },
    { tolerate: [400] },
  );
}
