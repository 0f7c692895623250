import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { messageRoutes } from "../../../../core/contracts/routes/messages";

import { api } from "../../../lib/api";
import { messagingKeys } from "../../messaging/api/messages";

/** The study's conversations, the latest received first. */
export function useConversations(
  studyId: number | undefined,
  page: number,
  search: string,
  unreadOnly: boolean,
) {
  return useQuery({
    queryKey: messagingKeys.list(studyId ?? 0, page, search, unreadOnly),
    queryFn: () =>
      api.call(messageRoutes.conversations, {
        params: { studyId: studyId ?? 0 },
        query: { page, "search-value": search || undefined, "unread-only": unreadOnly ? "true" : undefined },
      }),
    enabled: studyId !== undefined,
    placeholderData: keepPreviousData,
  });
}
