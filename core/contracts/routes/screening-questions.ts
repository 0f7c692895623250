// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { screeningQuestionEndpoints } from "../screening-questions";

export const screeningQuestionRoutes: RoutesOf<typeof screeningQuestionEndpoints> = {
  questionnaire: { method: "GET", path: "/secure/staff/studies/:studyId/questionnaire" },
  addQuestion: { method: "POST", path: "/secure/staff/studies/:studyId/questionnaire/questions" },
  addBankQuestion: { method: "POST", path: "/secure/staff/studies/:studyId/questionnaire/bank-questions" },
  updateQuestion: {
    method: "PUT",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
  },
  moveQuestion: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
    bodyType: "json-patch",
  },
  deleteQuestion: {
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
  },
  questionBank: { method: "GET", path: "/secure/staff/question-bank" },
  participantAnswers: {
    method: "GET",
    path: "/secure/staff/studies/:studyId/questionnaire/participant-answers",
  },
};
