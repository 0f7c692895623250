import { useQuery } from "@tanstack/react-query";
import { screeningQuestionEndpoints } from "../../../../core/contracts/screening-questions";
import { api } from "../../../app/api";
import { noneOn404 } from "../../../lib/api-client";

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
          screeningQuestionEndpoints.questionnaire,
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
          screeningQuestionEndpoints.participantAnswers,
          { params: { studyId: studyId ?? 0 }, query: { "user-id": userId ?? 0 } },
          { tolerate: [404] },
        )
        .catch(noneOn404)) ?? [],
    enabled: studyId !== undefined && userId !== undefined,
  });
}
