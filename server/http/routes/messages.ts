import type { FastifyPluginAsync } from "fastify";
import type { EndpointInput } from "../../../core/contracts/endpoint";
import { messageEndpoints } from "../../../core/contracts/messages";
import { CONVERSATION_LIST_PAGE_SIZE } from "../../../core/rules/limits";
import {
  type ConversationListOptions,
  conversationListRead,
  listConversations,
} from "../../services/messages/list-conversations";
import {
  type ConversationOptions,
  conversationRead,
  readConversation,
} from "../../services/messages/read-conversation";
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

function conversationOptionsOf(
  studyId: number,
  params: EndpointInput<typeof messageEndpoints.conversation>["params"],
  query: EndpointInput<typeof messageEndpoints.conversation>["query"],
): ConversationOptions {
  return {
    studyId,
    studyVolunteerId: params.studyVolunteerId,
    fromIndex: query["from-index"],
    toIndex: query["to-index"],
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

  route(
    app,
    messageEndpoints.conversation,
    ({ request, user, study, params, query }) =>
      readConversation(
        Object.assign(conversationOptionsOf(study.id, params, query), {
          db,
          readerUserId: user.userId,
          rows: request.sessionRead,
        }),
      ),
    {
      sessionRead: {
        prepare: ({ params, query }) =>
          conversationRead(conversationOptionsOf(query["study-id"], params, query)),
        warmUp: [{ params: { studyVolunteerId: "1" }, query: { "study-id": "1" } }],
      },
    },
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
        warmUp: [{ params: { studyId: "1" }, query: { page: "1" } }],
      },
    },
  );
};
