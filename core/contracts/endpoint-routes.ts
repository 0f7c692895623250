// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { announcementEndpoints } from "./announcements";
import type { applicationSettingEndpoints } from "./application-settings";
import type { attachmentEndpoints } from "./attachments";
import type { authEndpoints } from "./auth";
import type { customerSupportEndpoints } from "./customer-support";
import type { RoutesOf } from "./endpoint";
import type { feasibilityEndpoints } from "./feasibility";
import type { insightEndpoints } from "./insights";
import type { interestedParticipantEndpoints } from "./interested-participants";
import type { jobEndpoints } from "./jobs";
import type { labelEndpoints } from "./labels";
import type { matchedParticipantEndpoints } from "./matched-participants";
import type { messageTemplateEndpoints } from "./message-templates";
import type { messageEndpoints } from "./messages";
import type { publicStudyEndpoints } from "./public-studies";
import type { referenceDataEndpoints } from "./reference-data";
import type { screeningQuestionEndpoints } from "./screening-questions";
import type { ssoEndpoints } from "./single-sign-on";
import type { studyEndpoints } from "./studies";
import type { studyImportEndpoints } from "./study-import";
import type { studyNotificationEndpoints } from "./study-notifications";
import type { studySetupEndpoints } from "./study-setup";
import type { studyTeamEndpoints } from "./study-team";
import type { volunteerAccountEndpoints } from "./volunteer-account";
import type { volunteerParticipationEndpoints } from "./volunteer-participation";
import type { volunteerProfileEndpoints } from "./volunteer-profile";
import type { lovedOneEndpoints, volunteerSelfEndpoints } from "./volunteer-self";

export const announcementRoutes: RoutesOf<typeof announcementEndpoints> = {
  listCurrent: { method: "GET", path: "/public/application-announcements" },
  listAll: { method: "GET", path: "/secure/admin/application-announcements/" },
  create: { method: "POST", path: "/secure/admin/application-announcements/" },
  update: { method: "PUT", path: "/secure/admin/application-announcements/:announcementId" },
  delete: { method: "DELETE", path: "/secure/admin/application-announcements/:announcementId" },
};
export const applicationSettingRoutes: RoutesOf<typeof applicationSettingEndpoints> = {
  list: { method: "GET", path: "/application-settings/" },
  read: { method: "GET", path: "/application-settings/:settingId" },
  update: { method: "PUT", path: "/application-settings/:settingId" },
  refresh: { method: "POST", path: "/application-settings/refresh" },
};
export const attachmentRoutes: RoutesOf<typeof attachmentEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/attachments" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/attachments", bodyType: "multipart" },
  rename: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/attachments/:attachmentId",
    bodyType: "json-patch",
  },
  delete: { method: "DELETE", path: "/secure/staff/studies/:studyId/attachments/:attachmentId" },
  download: { method: "GET", path: "/secure/studies/:studyId/attachments/:attachmentId" },
};
export const authRoutes: RoutesOf<typeof authEndpoints> = {
  csrf: { method: "GET", path: "/csrf" },
  authDetails: { method: "GET", path: "/public/auth-details" },
  login: { method: "POST", path: "/public/login" },
  logout: { method: "POST", path: "/logout" },
  passwordReset: { method: "POST", path: "/public/password-resets" },
  authorizationCheck: { method: "GET", path: "/secure/staff/authorization-check" },
  reportError: { method: "POST", path: "/secure/errors" },
  acceptUserAgreement: { method: "POST", path: "/secure/user-agreement-acceptances" },
};
export const customerSupportRoutes: RoutesOf<typeof customerSupportEndpoints> = {
  dbUser: { method: "GET", path: "/secure/staff/db-user" },
  quickProfiles: { method: "GET", path: "/secure/staff/quick-volunteer-profiles" },
  account: { method: "GET", path: "/secure/staff/volunteers/:userId/account" },
  accountStats: { method: "GET", path: "/secure/staff/volunteers/:userId/account-stats" },
  deactivate: { method: "POST", path: "/secure/volunteer/user-deactivation" },
  reactivate: { method: "POST", path: "/secure/volunteer/user-reactivation/:userId" },
  resetLink: { method: "POST", path: "/volunteers/forgot-password-confirmations" },
  studyNumbers: { method: "GET", path: "/secure/staff/study-numbers" },
  studyTeam: { method: "GET", path: "/secure/staff/study-numbers/:studyNumberId/team-members" },
  startImpersonation: { method: "POST", path: "/secure/staff/impersonations" },
  endImpersonation: { method: "DELETE", path: "/secure/staff/impersonations/current" },
};
export const feasibilityRoutes: RoutesOf<typeof feasibilityEndpoints> = {
  count: { method: "POST", path: "/secure/staff/feasibility" },
};
export const insightRoutes: RoutesOf<typeof insightEndpoints> = {
  read: { method: "GET", path: "/secure/staff/studies/:studyId/insights" },
  export: { method: "GET", path: "/secure/staff/studies/:studyId/insights/export" },
};
export const interestedParticipantRoutes: RoutesOf<typeof interestedParticipantEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participants" },
  statistics: { method: "GET", path: "/secure/staff/studies/:studyId/interested-statistics" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId" },
  neighbour: {
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId/:direction",
  },
  move: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId",
    bodyType: "json-patch",
  },
  searchNames: { method: "GET", path: "/secure/staff/studies/:studyId/interested-names" },
  export: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participant-profiles/export" },
};
export const jobRoutes: RoutesOf<typeof jobEndpoints> = {
  list: { method: "GET", path: "/jobs/" },
  execute: { method: "POST", path: "/jobs/:name/execute" },
  nextExecutionTimes: { method: "GET", path: "/jobs/fake/next-execution-times" },
  reschedule: { method: "PATCH", path: "/jobs/:name", bodyType: "json-patch" },
};
export const labelRoutes: RoutesOf<typeof labelEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/labels" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/labels" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/labels/:labelId" },
  remove: { method: "DELETE", path: "/secure/staff/studies/:studyId/labels/:labelId" },
};
export const matchedParticipantRoutes: RoutesOf<typeof matchedParticipantEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/matched-participants" },
  statistics: { method: "GET", path: "/secure/staff/studies/:studyId/match-statistics" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/matched-participants/:userId" },
  neighbour: {
    method: "GET",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId/:direction",
  },
  move: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId",
    bodyType: "json-patch",
  },
  moveAll: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/",
    bodyType: "json-patch",
  },
};
export const messageTemplateRoutes: RoutesOf<typeof messageTemplateEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/message-templates" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/message-templates" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
  delete: { method: "DELETE", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
};
export const messageRoutes: RoutesOf<typeof messageEndpoints> = {
  send: { method: "POST", path: "/secure/messages" },
  bulkSend: { method: "POST", path: "/secure/bulk-messages" },
  conversation: { method: "GET", path: "/secure/conversations/:studyVolunteerId" },
  conversations: { method: "GET", path: "/secure/staff/studies/:studyId/conversations" },
};
export const publicStudyRoutes: RoutesOf<typeof publicStudyEndpoints> = {
  search: { method: "GET", path: "/public/participate/studies" },
  read: { method: "GET", path: "/public/participate/studies/:studyNum" },
};
export const referenceDataRoutes: RoutesOf<typeof referenceDataEndpoints> = {
  lookupValues: { method: "GET", path: "/lookup-values" },
  refreshLookupValues: { method: "POST", path: "/lookup-values/refresh" },
  studyProperties: { method: "GET", path: "/public/studies/properties" },
  criterionVariables: { method: "GET", path: "/public/criterion-variable" },
  languages: { method: "GET", path: "/public/languages" },
};
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
export const ssoRoutes: RoutesOf<typeof ssoEndpoints> = {
  providers: { method: "GET", path: "/public/sso/providers" },
  oidcStart: { method: "GET", path: "/public/sso/oidc/start" },
  oidcCallback: { method: "GET", path: "/public/sso/oidc/callback" },
  samlStart: { method: "GET", path: "/public/sso/saml/start" },
  samlAssertionConsumer: { method: "POST", path: "/public/sso/saml/acs", bodyType: "form" },
  samlMetadata: { method: "GET", path: "/public/sso/saml/metadata" },
};
export const studyRoutes: RoutesOf<typeof studyEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId" },
  patch: { method: "PATCH", path: "/secure/staff/studies/:studyId", bodyType: "json-patch" },
  patchPropertyValues: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/study-property-values",
    bodyType: "merge-patch",
  },
  synopses: { method: "GET", path: "/secure/staff/study-synopses/" },
  synopsis: { method: "GET", path: "/secure/staff/study-synopses/:studyNum" },
};
export const studyImportRoutes: RoutesOf<typeof studyImportEndpoints> = {
  listInvites: { method: "GET", path: "/secure/staff/study-importer-invites/" },
  invite: { method: "POST", path: "/secure/staff/study-importer-invites/" },
  uninvite: { method: "DELETE", path: "/secure/staff/study-importer-invites/:inviteId" },
  resendInvite: { method: "POST", path: "/secure/staff/study-importer-invites/:inviteId" },
  listImporters: { method: "GET", path: "/secure/staff/study-importers/" },
  readImporter: { method: "GET", path: "/secure/staff/study-importers/:importerId" },
  removeImporter: { method: "DELETE", path: "/secure/staff/study-importers/:importerId" },
  acceptInvite: { method: "POST", path: "/secure/staff/study-importers/" },
  intakeCsv: { method: "POST", path: "/secure/staff/study-intake-csv", bodyType: "multipart" },
  generateToken: { method: "POST", path: "/secure/staff/json-web-token/" },
  readToken: { method: "GET", path: "/secure/staff/json-web-token/" },
  revokeToken: { method: "DELETE", path: "/secure/staff/json-web-token/:id" },
};
export const studyNotificationRoutes: RoutesOf<typeof studyNotificationEndpoints> = {
  definitions: { method: "GET", path: "/public/notification-settings" },
  list: { method: "GET", path: "/secure/staff/studies/:studyId/notifications" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/notifications" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/notifications/:notificationId" },
};
export const studySetupRoutes: RoutesOf<typeof studySetupEndpoints> = {
  registeredStudy: { method: "GET", path: "/secure/staff/registered-studies/:studyNum" },
  importedStudy: { method: "GET", path: "/secure/staff/imported-studies/:studyNum" },
  create: { method: "POST", path: "/secure/staff/studies" },
  information: { method: "GET", path: "/secure/staff/studies/:studyId/information" },
  eligibilityCriteria: { method: "GET", path: "/secure/staff/studies/:studyId/eligibility-criteria" },
};
export const studyTeamRoutes: RoutesOf<typeof studyTeamEndpoints> = {
  teamAccess: { method: "GET", path: "/secure/staff/studies/:studyId/team-members" },
  removeMember: { method: "DELETE", path: "/secure/staff/studies/:studyId/team-members/:memberId" },
  invite: { method: "POST", path: "/secure/staff/studies/:studyId/team-members/invites" },
  uninvite: { method: "DELETE", path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId" },
  resend: { method: "POST", path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId/emails" },
  invitation: { method: "GET", path: "/public/team-invites/invitation" },
  createAccount: { method: "POST", path: "/public/team-invites/account" },
  accept: { method: "POST", path: "/secure/staff/team-invites/acceptance" },
};
export const volunteerAccountRoutes: RoutesOf<typeof volunteerAccountEndpoints> = {
  signUp: { method: "POST", path: "/public/volunteers/sign-up" },
  verifyEmail: { method: "POST", path: "/public/volunteers/email-verifications" },
  login: { method: "POST", path: "/public/volunteers/login" },
  forgotPassword: { method: "POST", path: "/public/volunteers/password-reset-requests" },
};
export const volunteerParticipationRoutes: RoutesOf<typeof volunteerParticipationEndpoints> = {
  interestForm: { method: "GET", path: "/volunteer/studies/:studyNum/interest-form" },
  showInterest: { method: "POST", path: "/volunteer/studies/:studyNum/interest" },
  asks: { method: "GET", path: "/volunteer/asks" },
  declineAsk: { method: "POST", path: "/volunteer/asks/:studyNum/decline" },
  conversations: { method: "GET", path: "/volunteer/conversations" },
  conversation: { method: "GET", path: "/volunteer/conversations/:studyVolunteerId" },
  reply: { method: "POST", path: "/volunteer/conversations/:studyVolunteerId/messages" },
  attachment: { method: "GET", path: "/volunteer/conversations/:studyVolunteerId/attachments/:attachmentId" },
};
export const volunteerProfileRoutes: RoutesOf<typeof volunteerProfileEndpoints> = {
  read: { method: "GET", path: "/secure/volunteers/:userId" },
};
export const lovedOneRoutes: RoutesOf<typeof lovedOneEndpoints> = {
  list: { method: "GET", path: "/volunteer/loved-ones" },
  add: { method: "POST", path: "/volunteer/loved-ones" },
  readProfile: { method: "GET", path: "/volunteer/loved-ones/:lovedOneId/profile" },
  saveProfile: { method: "PUT", path: "/volunteer/loved-ones/:lovedOneId/profile" },
};
export const volunteerSelfRoutes: RoutesOf<typeof volunteerSelfEndpoints> = {
  readProfile: { method: "GET", path: "/volunteer/profile" },
  saveProfile: { method: "PUT", path: "/volunteer/profile" },
  accessLog: { method: "GET", path: "/volunteer/access-log" },
  saveLanguage: { method: "PUT", path: "/volunteer/language" },
  deactivate: { method: "POST", path: "/volunteer/deactivation" },
  exportData: { method: "GET", path: "/volunteer/data-export" },
};
