import { announcementEndpoints } from "./announcements";
import { applicationSettingEndpoints } from "./application-settings";
import { attachmentEndpoints } from "./attachments";
import { authEndpoints } from "./auth";
import { customerSupportEndpoints } from "./customer-support";
import type { EndpointDef } from "./endpoint";
import { feasibilityEndpoints } from "./feasibility";
import { insightEndpoints } from "./insights";
import { interestedParticipantEndpoints } from "./interested-participants";
import { jobEndpoints } from "./jobs";
import { labelEndpoints } from "./labels";
import { matchedParticipantEndpoints } from "./matched-participants";
import { messageTemplateEndpoints } from "./message-templates";
import { messageEndpoints } from "./messages";
import { outboxEndpoints } from "./outbox";
import { publicStudyEndpoints } from "./public-studies";
import { referenceDataEndpoints } from "./reference-data";
import { screeningQuestionEndpoints } from "./screening-questions";
import { ssoEndpoints } from "./single-sign-on";
import { studyEndpoints } from "./studies";
import { studyImportEndpoints } from "./study-import";
import { studyNotificationEndpoints } from "./study-notifications";
import { studySetupEndpoints } from "./study-setup";
import { studyTeamEndpoints } from "./study-team";
import { volunteerAccountEndpoints } from "./volunteer-account";
import { volunteerParticipationEndpoints } from "./volunteer-participation";
import { volunteerProfileEndpoints } from "./volunteer-profile";
import { lovedOneEndpoints, volunteerSelfEndpoints } from "./volunteer-self";

/** Every /backend endpoint, by area: the table the server registers and the tests walk. */
export const endpointsByArea = {
  auth: authEndpoints,
  singleSignOn: ssoEndpoints,
  referenceData: referenceDataEndpoints,
  studies: studyEndpoints,
  studySetup: studySetupEndpoints,
  matchedParticipants: matchedParticipantEndpoints,
  interestedParticipants: interestedParticipantEndpoints,
  insights: insightEndpoints,
  feasibility: feasibilityEndpoints,
  labels: labelEndpoints,
  volunteerProfiles: volunteerProfileEndpoints,
  messageTemplates: messageTemplateEndpoints,
  screeningQuestions: screeningQuestionEndpoints,
  attachments: attachmentEndpoints,
  messages: messageEndpoints,
  studyTeam: studyTeamEndpoints,
  studyNotifications: studyNotificationEndpoints,
  jobs: jobEndpoints,
  applicationSettings: applicationSettingEndpoints,
  announcements: announcementEndpoints,
  outbox: outboxEndpoints,
  customerSupport: customerSupportEndpoints,
  studyImport: studyImportEndpoints,
  publicStudies: publicStudyEndpoints,
  volunteerAccount: volunteerAccountEndpoints,
  volunteerSelf: volunteerSelfEndpoints,
  lovedOnes: lovedOneEndpoints,
  volunteerParticipation: volunteerParticipationEndpoints,
} satisfies Record<string, Record<string, EndpointDef>>;

export const allEndpoints: readonly EndpointDef[] = Object.values(endpointsByArea).flatMap((area) =>
  Object.values(area),
);

/** The API reference's tag of each area: its name and one line on what it holds. */
export const AREA_TAGS: Record<keyof typeof endpointsByArea, { name: string; description: string }> = {
  auth: {
    name: "Sign-in",
    description: "CSRF token, sign-in and sign-out, the user agreement, error reports",
  },
  singleSignOn: {
    name: "Single sign-on",
    description: "Staff sign-in through the campus OpenID Connect or SAML provider",
  },
  referenceData: { name: "Reference data", description: "Lookup values, study properties, languages" },
  studies: {
    name: "Studies",
    description: "The team's studies: lists, reading, activation, deactivation, archiving",
  },
  studySetup: {
    name: "Study setup",
    description: "Adding a study from its IRB record; its information and eligibility criteria",
  },
  matchedParticipants: {
    name: "Matched participants",
    description: "Volunteers matched to a study's criteria, and asking them",
  },
  interestedParticipants: {
    name: "Interested participants",
    description: "Volunteers who showed interest: lists, moves, export",
  },
  insights: {
    name: "Insights",
    description: "A study's recruitment funnel, interest over time and where volunteers came from",
  },
  feasibility: {
    name: "Feasibility",
    description: "How many volunteers criteria would reach, before a study opens: counts only",
  },
  labels: { name: "Labels", description: "A study's labels for sorting interested participants" },
  volunteerProfiles: {
    name: "Volunteer profiles",
    description: "A participant's profile as the team may see it (audited)",
  },
  messageTemplates: { name: "Message templates", description: "A study's message templates" },
  screeningQuestions: {
    name: "Screening questions",
    description: "A study's questionnaire and the question bank",
  },
  attachments: { name: "Attachments", description: "Files sent with messages" },
  messages: { name: "Messages", description: "The team's inbox: conversations, messages, bulk messages" },
  studyTeam: { name: "Study team", description: "A study's team members and invitations" },
  studyNotifications: { name: "Study notifications", description: "What a study's team is told by e-mail" },
  jobs: { name: "Jobs", description: "Background jobs, for administrators" },
  applicationSettings: {
    name: "Application settings",
    description: "Settings of the instance, for administrators",
  },
  announcements: { name: "Announcements", description: "Announcements shown to users" },
  outbox: { name: "Outbox", description: "The e-mail written, waiting and sent, for administrators" },
  customerSupport: {
    name: "Customer support",
    description: "Finding and helping users, acting as a study team member",
  },
  studyImport: {
    name: "Study import",
    description: "IRB records by CSV or API token; study importers and their invitations",
  },
  publicStudies: { name: "Public studies", description: "Studies as anyone may read them" },
  volunteerAccount: {
    name: "Volunteer account",
    description: "Volunteers' sign-up, sign-in, verification and reset",
  },
  volunteerSelf: { name: "Volunteer profile", description: "A volunteer's own profile, privacy and account" },
  lovedOnes: { name: "Loved ones", description: "Profiles a volunteer keeps for children in their care" },
  volunteerParticipation: {
    name: "Participation",
    description: "Interest, studies for the volunteer, their messages, who viewed their data",
  },
};
