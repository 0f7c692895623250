import type { FastifyPluginAsync } from "fastify";
import { screeningQuestionEndpoints } from "../../../core/contracts/screening-questions";
import { readParticipantAnswers } from "../../services/screening-questions/read-participant-answers";
import { readQuestionnaire } from "../../services/screening-questions/read-questionnaire";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** The study's screening questionnaire and a participant's answers (spec 001 §7). */
export const screeningQuestionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, screeningQuestionEndpoints.questionnaire, ({ request, study }) =>
    readQuestionnaire({ db, studyId: study.id, language: requestLanguage(request, env) }),
  );

  route(app, screeningQuestionEndpoints.participantAnswers, ({ request, user, study, query }) =>
    readParticipantAnswers({
      db,
      studyId: study.id,
      userId: query["user-id"],
      language: requestLanguage(request, env),
      readerUserId: user.userId,
    }),
  );
};
