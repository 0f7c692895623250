import { useQuery } from "@tanstack/react-query";
import { screeningQuestionRoutes } from "../../../../core/contracts/routes/screening-questions";
import type { Questionnaire, ScreeningQuestionInput } from "../../../../core/contracts/screening-questions";
import { api } from "../../../lib/api";
import { ApiError, noneOn404 } from "../../../lib/api-client";

export const questionnaireKeys = {
  study: (studyId: number) => ["questionnaire", studyId] as const,
  answers: (studyId: number, userId: number) => ["questionnaire", studyId, "answers", userId] as const,
};

/** The study's screening questionnaire; null when it has none (404 tolerated, spec 001 §7). */
export function useQuestionnaire(studyId: number | undefined) {
  return useQuery({
    queryKey: questionnaireKeys.study(studyId ?? 0),
    queryFn: () =>
      api
        .call(
          screeningQuestionRoutes.questionnaire,
          { params: { studyId: studyId ?? 0 } },
          { tolerate: [404] },
        )
        .catch(noneOn404),
    enabled: studyId !== undefined,
  });
}

/** An interested participant's answers to the study's questions; none when 404 (tolerated). */
export function useParticipantAnswers(studyId: number | undefined, userId: number | undefined) {
  return useQuery({
    queryKey: questionnaireKeys.answers(studyId ?? 0, userId ?? 0),
    queryFn: async () =>
      (await api
        .call(
          screeningQuestionRoutes.participantAnswers,
          { params: { studyId: studyId ?? 0 }, query: { "user-id": userId ?? 0 } },
          { tolerate: [404] },
        )
        .catch(noneOn404)) ?? [],
    enabled: studyId !== undefined && userId !== undefined,
  });
}

/** The question bank by category. */
export function useQuestionBank(enabled: boolean) {
  return useQuery({
    queryKey: ["question-bank"],
    queryFn: () => api.call(screeningQuestionRoutes.questionBank, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** What a write answers: the questionnaire as it now is, or "not-saved" (403 or 412, spec 001 §8). */
export type QuestionnaireWrite = Questionnaire | "not-saved";

async function notSavedOn403Or412(call: Promise<Questionnaire>): Promise<QuestionnaireWrite> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 412)) return "not-saved";
    throw error;
  }
}

const versionHeader = (version: number) => ({ "if-match": `"${version}"` });
const TOLERATED = { tolerate: [400, 403, 404, 412] };

export function addQuestion(studyId: number, version: number, question: ScreeningQuestionInput) {
  return notSavedOn403Or412(
    api.call(
      screeningQuestionRoutes.addQuestion,
      { params: { studyId }, headers: versionHeader(version), body: question },
      TOLERATED,
    ),
  );
}

export function addBankQuestion(studyId: number, version: number, bankQuestionId: number) {
  return notSavedOn403Or412(
    api.call(
      screeningQuestionRoutes.addBankQuestion,
      { params: { studyId }, headers: versionHeader(version), body: { bankQuestionId } },
      TOLERATED,
    ),
  );
}

export function updateQuestion(
  studyId: number,
  questionId: number,
  version: number,
  question: ScreeningQuestionInput,
) {
  return notSavedOn403Or412(
    api.call(
      screeningQuestionRoutes.updateQuestion,
      { params: { studyId, questionId }, headers: versionHeader(version), body: question },
      TOLERATED,
    ),
  );
}

/** Moves a question one place: its order number plus or minus one (spec 001 §4). */
export function moveQuestion(studyId: number, questionId: number, version: number, orderNum: number) {
  return notSavedOn403Or412(
    api.call(
      screeningQuestionRoutes.moveQuestion,
      {
        params: { studyId, questionId },
        headers: versionHeader(version),
        body: [{ op: "replace", path: "/orderNum", value: orderNum }],
      },
      TOLERATED,
    ),
  );
}

export function deleteQuestion(studyId: number, questionId: number, version: number) {
  return notSavedOn403Or412(
    api.call(
      screeningQuestionRoutes.deleteQuestion,
      { params: { studyId, questionId }, headers: versionHeader(version) },
      TOLERATED,
    ),
  );
}
