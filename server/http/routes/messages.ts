import type { FastifyPluginAsync } from "fastify";
import type { EndpointInput } from "../../../core/contracts/endpoint";
import { messageEndpoints } from "../../../core/contracts/messages";
import { CONVERSATION_LIST_PAGE_SIZE } from "../../../core/rules/limits";
import {
  type ConversationListOptions,
  conversationListRead,
  listConversations,
} from "../../services/messages/list-conversations";
import { readConversation } from "../../services/messages/read-conversation";
import { sendBulkMessage } from "../../services/messages/send-bulk-message";
import { sendMessage } from "../../services/messages/send-message";
import { route } from "../endpoint-route";
import type { RouteDeps } from "./route-deps";

function conversationListOptionsOf(
  studyId: number,
  query: EndpointInput<typeof messageEndpoints.conversations>["query"],
): ConversationListOptions {
  return {
    studyId,
    page: query.page,
    pageSize: CONVERSATION_LIST_PAGE_SIZE,
    searchValue: query["search-value"] || undefined,
    unreadOnly: query["unread-only"] === "true",
  };
}

/** Messages and the inbox (spec 000 §2.11, §7). */
export const messageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  route(app, messageEndpoints.send, async ({ user, study, body }) => ({
    id: await sendMessage({ db, studyId: study.id, senderUserId: user.userId, message: body }),
  }));

  route(app, messageEndpoints.bulkSend, ({ user, body }) =>
    sendBulkMessage({ db, senderUserId: user.userId, message: body }),
  );

  route(app, messageEndpoints.conversation, ({ user, study, params, query }) =>
    readConversation({
      db,
      studyId: study.id,
      studyVolunteerId: params.studyVolunteerId,
      fromIndex: query["from-index"],
      toIndex: query["to-index"],
      readerUserId: user.userId,
    }),
  );

  route(
    app,
    messageEndpoints.conversations,
    ({ request, study, query }) =>
      listConversations({
        db,
        ...conversationListOptionsOf(study.id, query),
        rows: request.sessionRead,
      }),
    {
      sessionRead: {
        prepare: ({ params, query }) =>
          conversationListRead(conversationListOptionsOf(params.studyId, query)),
      },
    },
  );
};
