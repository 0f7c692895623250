import type { FastifyPluginAsync } from "fastify";
import { screeningQuestionEndpoints } from "../../../core/contracts/screening-questions";
import { addQuestion } from "../../services/screening-questions/add-question";
import { deleteQuestion } from "../../services/screening-questions/delete-question";
import { moveQuestion } from "../../services/screening-questions/move-question";
import { readParticipantAnswers } from "../../services/screening-questions/read-participant-answers";
import { readQuestionBank } from "../../services/screening-questions/read-question-bank";
import { readQuestionnaire } from "../../services/screening-questions/read-questionnaire";
import { updateQuestion } from "../../services/screening-questions/update-question";
import { route } from "../endpoint-route";
import { requestLanguage } from "../request-language";
import type { RouteDeps } from "./route-deps";

/** The study's screening questionnaire and a participant's answers (spec 001 §7). */
export const screeningQuestionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env }) => {
  route(app, screeningQuestionEndpoints.questionnaire, ({ request, study }) =>
    readQuestionnaire({ db, studyId: study.id, language: requestLanguage(request, env) }),
  );

  route(app, screeningQuestionEndpoints.addQuestion, ({ request, study, headers, body }) =>
    addQuestion({
      db,
      studyId: study.id,
      version: headers["if-match"],
      language: requestLanguage(request, env),
      question: body,
    }),
  );

  route(app, screeningQuestionEndpoints.addBankQuestion, ({ request, study, headers, body }) =>
    addQuestion({
      db,
      studyId: study.id,
      version: headers["if-match"],
      language: requestLanguage(request, env),
      question: body,
    }),
  );

  route(app, screeningQuestionEndpoints.updateQuestion, ({ request, study, params, headers, body }) =>
    updateQuestion({
      db,
      studyId: study.id,
      questionId: params.questionId,
      version: headers["if-match"],
      language: requestLanguage(request, env),
      question: body,
    }),
  );

  route(app, screeningQuestionEndpoints.moveQuestion, ({ request, study, params, headers, body }) =>
    moveQuestion({
      db,
      studyId: study.id,
      questionId: params.questionId,
      orderNum: body[0].value,
      version: headers["if-match"],
      language: requestLanguage(request, env),
    }),
  );

  route(app, screeningQuestionEndpoints.deleteQuestion, ({ request, study, params, headers }) =>
    deleteQuestion({
      db,
      studyId: study.id,
      questionId: params.questionId,
      version: headers["if-match"],
      language: requestLanguage(request, env),
    }),
  );

  route(app, screeningQuestionEndpoints.questionBank, ({ request }) =>
    readQuestionBank({ db, language: requestLanguage(request, env) }),
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
