import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { messageEndpoints, type SendMessageBody } from "../../../../core/contracts/messages";
import { api } from "../../../app/api";
import { noneOn404 } from "../../../lib/api-client";

export const inboxKeys = {
  study: (studyId: number) => ["inbox", studyId] as const,
  list: (studyId: number, page: number, search: string, unreadOnly: boolean) =>
    ["inbox", studyId, "list", page, search, unreadOnly] as const,
  conversation: (studyId: number, id: number) => ["inbox", studyId, "conversation", id] as const,
};

/** The study's conversations, the latest received first. */
export function useConversations(
  studyId: number | undefined,
  page: number,
  search: string,
  unreadOnly: boolean,
) {
  return useQuery({
    queryKey: inboxKeys.list(studyId ?? 0, page, search, unreadOnly),
    queryFn: () =>
      api.call(messageEndpoints.conversations, {
        params: { studyId: studyId ?? 0 },
        query: { page, "search-value": search || undefined, "unread-only": unreadOnly ? "true" : undefined },
      }),
    enabled: studyId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A window of a conversation; null when the team cannot see the participant (404). */
export function readConversationWindow(
  studyId: number,
  studyVolunteerId: number,
  from?: number,
  to?: number,
) {
  return api
    .call(
      messageEndpoints.conversation,
      { params: { studyVolunteerId }, query: { "study-id": studyId, "from-index": from, "to-index": to } },
      { tolerate: [404] },
    )
    .catch(noneOn404);
}

export function sendMessage(body: SendMessageBody) {
  return api.call(messageEndpoints.send, { body }, { tolerate: [400, 404] });
}
