import type { FastifyPluginAsync } from "fastify";
import { volunteerParticipationEndpoints as e } from "../../../core/contracts/volunteer-participation";
import { declineAsk, listAsks } from "../../services/volunteer-participation/asks";
import {
  listVolunteerConversations,
  readVolunteerAttachment,
  readVolunteerConversation,
  replyToStudyTeam,
} from "../../services/volunteer-participation/conversations";
import { readInterestForm, showInterest } from "../../services/volunteer-participation/interest";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import { sendAttachment } from "../send-attachment";
import type { RouteDeps } from "./route-deps";

/** A volunteer's interest in studies, the teams' asks and the conversations with teams (issue 15). */
export const volunteerParticipationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, e.interestForm, ({ request, user, params }) =>
    readInterestForm({
      db,
      userId: user.userId,
      studyNum: params.studyNum,
      language: requestLanguage(request, env),
    }),
  );
  route(app, e.showInterest, ({ user, params, body }) =>
    showInterest({ db, userId: user.userId, studyNum: params.studyNum, body }),
  );
  route(app, e.asks, ({ request, user }) => listAsks(db, user.userId, requestLanguage(request, env)));
  route(app, e.declineAsk, ({ user, params }) => declineAsk(db, user.userId, params.studyNum));
  route(app, e.conversations, ({ request, user }) =>
    listVolunteerConversations(db, user.userId, requestLanguage(request, env)),
  );
  route(app, e.conversation, ({ request, user, params }) =>
    readVolunteerConversation({
      db,
      userId: user.userId,
      studyVolunteerId: params.studyVolunteerId,
      language: requestLanguage(request, env),
    }),
  );
  route(app, e.reply, ({ user, params, body }) =>
    replyToStudyTeam({ db, userId: user.userId, studyVolunteerId: params.studyVolunteerId, body: body.body }),
  );
  route(app, e.attachment, async ({ reply, user, params }) => {
    const file = await readVolunteerAttachment({
      db,
      userId: user.userId,
      studyVolunteerId: params.studyVolunteerId,
      attachmentId: params.attachmentId,
    });
    return sendAttachment(reply, file);
  });
};
