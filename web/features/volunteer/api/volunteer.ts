import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { announcementRoutes } from "../../../../core/contracts/routes/announcements";
import { authRoutes } from "../../../../core/contracts/routes/auth";
import { publicStudyRoutes } from "../../../../core/contracts/routes/public-studies";
import { referenceDataRoutes } from "../../../../core/contracts/routes/reference-data";
import { volunteerAccountRoutes } from "../../../../core/contracts/routes/volunteer-account";
import { volunteerParticipationRoutes as participation } from "../../../../core/contracts/routes/volunteer-participation";
import {
  lovedOneRoutes,
  volunteerSelfRoutes as self,
} from "../../../../core/contracts/routes/volunteer-self";

import type { InterestBody } from "../../../../core/contracts/volunteer-participation";
import type { NewLovedOne, OwnProfileInput } from "../../../../core/contracts/volunteer-self";
import type { UiLanguage } from "../../../../core/rules/ui-languages";
import { api } from "../../../lib/api";
import { i18n, useUiLanguage } from "../../../lib/i18n";

/**
 * The reader's language, the one the pages are in (issue 25): study texts follow it where a study has
 * it, and the server falls back to the study's own. Outside React (a form's call) the browser's one.
 */
const readerLanguage = () => i18n.locale;

/** The same inside a page: the language of the page's Lingui (the server renders each page in its own). */
const useReaderLanguage = useUiLanguage;

export const volunteerKeys = {
  profile: ["volunteer", "profile"] as const,
  asks: ["volunteer", "asks"] as const,
  conversations: ["volunteer", "conversations"] as const,
  conversation: (id: number) => ["volunteer", "conversation", id] as const,
  accessLog: ["volunteer", "access-log"] as const,
};

export function useCurrentAnnouncements() {
  return useQuery({
    queryKey: ["announcements", "current"],
    queryFn: () => api.call(announcementRoutes.listCurrent, {}),
  });
}

export interface StudySearch {
  q: string;
  condition: number | null;
  location: number | null;
  healthy: boolean;
  page: number;
}

export function usePublicStudies(search: StudySearch) {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: ["public-studies", search, language],
    queryFn: () =>
      api.call(
        publicStudyRoutes.search,
        {
          query: {
            ...(search.q ? { q: search.q } : {}),
            ...(search.condition ? { condition: search.condition } : {}),
            ...(search.location ? { location: search.location } : {}),
            ...(search.healthy ? { healthy: "true" as const } : {}),
            page: search.page,
          },
        },
        { language },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePublicStudy(studyNum: string) {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: ["public-study", studyNum, language],
    queryFn: () => api.call(publicStudyRoutes.read, { params: { studyNum } }, { language }),
  });
}

/** The pick lists of the search and the profile, in the reader's language. */
export function useVolunteerLookups() {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: ["lookup-values", "volunteer", language],
    queryFn: () =>
      api.call(
        referenceDataRoutes.lookupValues,
        { query: { type: "MEDICAL_CONDITION,STUDY_LOCATION,GENDER,RACE,SMOKING_STATUS,FLUENT_ENGLISH" } },
        { language },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const signUp = (body: { firstName: string; lastName: string; email: string; password: string }) =>
  api.call(volunteerAccountRoutes.signUp, { body }, { tolerate: [400], language: readerLanguage() });
export const verifyEmail = (token: string) =>
  api.call(volunteerAccountRoutes.verifyEmail, { body: { token } }, { tolerate: [400] });
export const volunteerLogin = (body: { email: string; password: string; redirectUrl?: string }) =>
  api.call(volunteerAccountRoutes.login, { body }, { tolerate: [400, 401, 429] });
export const requestPasswordReset = (email: string) =>
  api.call(volunteerAccountRoutes.forgotPassword, { body: { email } }, { tolerate: [400, 429] });
export const resetPassword = (token: string, password: string) =>
  api.call(authRoutes.passwordReset, { body: { token, password } }, { tolerate: [400] });

export function useOwnProfile() {
  return useQuery({ queryKey: volunteerKeys.profile, queryFn: () => api.call(self.readProfile, {}) });
}
export const saveOwnProfile = (profile: OwnProfileInput) =>
  api.call(self.saveProfile, { body: profile }, { tolerate: [400] });

export function useInterestForm(studyNum: string) {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: ["volunteer", "interest-form", studyNum, language],
    queryFn: () => api.call(participation.interestForm, { params: { studyNum } }, { language }),
  });
}
export const showInterest = (studyNum: string, body: InterestBody) =>
  api.call(participation.showInterest, { params: { studyNum }, body }, { tolerate: [400, 409] });

export function useAsks() {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: [...volunteerKeys.asks, language],
    queryFn: () => api.call(participation.asks, {}, { language }),
  });
}
export const declineAsk = (studyNum: string) => api.call(participation.declineAsk, { params: { studyNum } });

// The studies' titles in them come in the reader's language: each key names it, under the key that a
// change invalidates.
export function useVolunteerConversations() {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: [...volunteerKeys.conversations, language],
    queryFn: () => api.call(participation.conversations, {}, { language }),
  });
}
export function useVolunteerConversation(studyVolunteerId: number) {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: [...volunteerKeys.conversation(studyVolunteerId), language],
    queryFn: () => api.call(participation.conversation, { params: { studyVolunteerId } }, { language }),
  });
}
export const replyToTeam = (studyVolunteerId: number, body: string) =>
  api.call(participation.reply, { params: { studyVolunteerId }, body: { body } });

export function useAccessLog() {
  const language = useReaderLanguage();
  return useQuery({
    queryKey: [...volunteerKeys.accessLog, language],
    queryFn: () => api.call(self.accessLog, {}, { language }),
  });
}
export const deactivateOwnAccount = () => api.call(self.deactivate, {});

export function useLovedOnes() {
  return useQuery({
    queryKey: ["volunteer", "loved-ones"],
    queryFn: () => api.call(lovedOneRoutes.list, {}),
  });
}
export const addLovedOne = (body: NewLovedOne) => api.call(lovedOneRoutes.add, { body }, { tolerate: [400] });
export function useLovedOneProfile(lovedOneId: number) {
  return useQuery({
    queryKey: ["volunteer", "loved-one", lovedOneId],
    queryFn: () => api.call(lovedOneRoutes.readProfile, { params: { lovedOneId } }),
  });
}
export const saveLovedOneProfile = (lovedOneId: number, profile: OwnProfileInput) =>
  api.call(lovedOneRoutes.saveProfile, { params: { lovedOneId }, body: profile }, { tolerate: [400] });

/** Keeps the signed-in volunteer's language choice on their account: their e-mails follow it. */
export const saveLanguage = (language: UiLanguage) =>
  api.call(self.saveLanguage, { body: { language } }, { tolerate: [400, 401, 403] });
