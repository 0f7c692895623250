import type { InterestedList } from "../../core/rules/interested-lists";
import type { MatchedList } from "../../core/rules/matched-lists";

/** Every in-app link (CONVENTIONS.md §11). Paths are relative to the base path. */
export const paths = {
  home: () => "/",
  login: (redirectUrl?: string) =>
    redirectUrl ? `/login/study-team?redirectUrl=${encodeURIComponent(redirectUrl)}` : "/login/study-team",
  studies: {
    current: () => "/studies/current",
    archived: () => "/studies/archived",
  },
  study: {
    dashboard: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}`,
    studyInformation: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/study-information`,
    eligibilityCriteria: (studyNum: string) =>
      `/studies/${encodeURIComponent(studyNum)}/eligibility-criteria`,
    screeningQuestions: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/screening-questions`,
    teamAccess: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/team-access`,
    notifications: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/notifications`,
    eligibilityGroup: (studyNum: string, index: number) =>
      `/studies/${encodeURIComponent(studyNum)}/eligibility-criteria/groups/${index}`,
    matched: (studyNum: string, list: MatchedList = "exact") =>
      `/studies/${encodeURIComponent(studyNum)}/matched/${list}`,
    matchedParticipant: (studyNum: string, list: MatchedList, userId: number) =>
      `/studies/${encodeURIComponent(studyNum)}/matched/${list}/${userId}`,
    interested: (studyNum: string, list: InterestedList = "new") =>
      `/studies/${encodeURIComponent(studyNum)}/interested/${list}`,
    interestedLabel: (studyNum: string, labelId: number) =>
      `/studies/${encodeURIComponent(studyNum)}/interested/label/${labelId}`,
    /** A participant's profile within the list it was opened from: a list name, or a label's id. */
    interestedParticipant: (studyNum: string, from: InterestedList | { labelId: number }, id: number) =>
      typeof from === "string"
        ? `/studies/${encodeURIComponent(studyNum)}/interested/${from}/${id}`
        : `/studies/${encodeURIComponent(studyNum)}/interested/label/${from.labelId}/${id}`,
    inboxConversation: (studyNum: string, studyVolunteerId: number) =>
      `/studies/${encodeURIComponent(studyNum)}/inbox/${studyVolunteerId}`,
    inbox: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/inbox`,
    insights: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/insights`,
    messageTemplates: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/message-templates`,
    newMessageTemplate: (studyNum: string) =>
      `/studies/${encodeURIComponent(studyNum)}/message-templates/new`,
    editMessageTemplate: (studyNum: string, id: number) =>
      `/studies/${encodeURIComponent(studyNum)}/message-templates/edit/${id}`,
    attachments: (studyNum: string) => `/studies/${encodeURIComponent(studyNum)}/attachments`,
  },
  addStudy: {
    number: () => "/add-study",
    information: () => "/add-study/information",
    criteria: () => "/add-study/criteria",
    group: (index: number) => `/add-study/criteria/groups/${index}`,
    added: () => "/add-study/added",
    alreadyAdded: () => "/add-study/already-added",
  },
  studyImport: () => "/study-import",
  customerSupport: {
    home: () => "/customer-support",
    helpParticipants: (tab?: "name") =>
      tab ? "/customer-support/help-participants?tab=name" : "/customer-support/help-participants",
    byName: (lastName: string, firstName?: string) =>
      firstName
        ? `/customer-support/help-participants/first-name/${encodeURIComponent(firstName)}/last-name/${encodeURIComponent(lastName)}`
        : `/customer-support/help-participants/last-name/${encodeURIComponent(lastName)}`,
    participant: (userId: number) => `/customer-support/help-participants/participant/${userId}`,
    helpStudyTeams: () => "/customer-support/help-study-teams",
    manageStudyImporters: () => "/customer-support/manage-study-importers",
  },
  admin: {
    home: () => "/admin",
    jobs: () => "/admin/jobs",
    job: (name: string) => `/admin/jobs/${encodeURIComponent(name)}`,
    settings: () => "/admin/settings",
    announcements: () => "/admin/announcements",
    outbox: () => "/admin/outbox",
    outboxMail: (mailId: number) => `/admin/outbox/${mailId}`,
  },
  notFound: () => "/404-page-not-found",
  notAuthorized: () => "/not-authorized",
  appError: (errorId?: string) =>
    errorId ? `/app-error?error-id=${encodeURIComponent(errorId)}` : "/app-error",
  maintenance: () => "/503.html",
  privacy: () => "/privacy",
  userAgreement: (redirectUrl?: string) =>
    redirectUrl ? `/user-agreement?redirect-url=${encodeURIComponent(redirectUrl)}` : "/user-agreement",
  inviteFailed: () => "/invite-failed",
  inviteAccount: (token: string) => `/invite-account?token=${encodeURIComponent(token)}`,
  researcherResources: () => "https://research.example.edu/resources",
} as const;
