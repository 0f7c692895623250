import { announcementEndpoints } from "./announcements";
import { applicationSettingEndpoints } from "./application-settings";
import { attachmentEndpoints } from "./attachments";
import { authEndpoints } from "./auth";
import { customerSupportEndpoints } from "./customer-support";
import type { EndpointDef } from "./endpoint";
import { interestedParticipantEndpoints } from "./interested-participants";
import { jobEndpoints } from "./jobs";
import { labelEndpoints } from "./labels";
import { matchedParticipantEndpoints } from "./matched-participants";
import { messageTemplateEndpoints } from "./message-templates";
import { messageEndpoints } from "./messages";
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
