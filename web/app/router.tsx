import type { ReactNode } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import type { GlobalRole } from "../../core/rules/roles";
import { AdminHomePage } from "../features/admin/pages/admin-home-page";
import { AnnouncementsPage } from "../features/admin/pages/announcements-page";
import { JobPage } from "../features/admin/pages/job-page";
import { JobsPage } from "../features/admin/pages/jobs-page";
import { SettingsPage } from "../features/admin/pages/settings-page";
import { AttachmentsPage } from "../features/attachments/pages/attachments-page";
import { LoginPage } from "../features/auth/pages/login-page";
import { UserAgreementPage } from "../features/auth/pages/user-agreement-page";
import { CustomerSupportHomePage } from "../features/customer-support/pages/customer-support-home-page";
import { FindParticipantPage } from "../features/customer-support/pages/find-participant-page";
import { ParticipantAccountPage } from "../features/customer-support/pages/participant-account-page";
import { ParticipantPickerPage } from "../features/customer-support/pages/participant-picker-page";
import { StudyTeamLoginPage } from "../features/customer-support/pages/study-team-login-page";
import { ConversationPage } from "../features/inbox/pages/conversation-page";
import { InboxPage } from "../features/inbox/pages/inbox-page";
import { InterestedListPage } from "../features/interested-participants/pages/interested-list-page";
import { InterestedProfilePage } from "../features/interested-participants/pages/interested-profile-page";
import { MatchedListPage } from "../features/matched-participants/pages/matched-list-page";
import { MatchedProfilePage } from "../features/matched-participants/pages/matched-profile-page";
import { MessageTemplateFormPage } from "../features/message-templates/pages/message-template-form-page";
import { MessageTemplatesPage } from "../features/message-templates/pages/message-templates-page";
import { ScreeningQuestionsPage } from "../features/screening-questions/pages/screening-questions-page";
import { StudyDashboardPage } from "../features/studies/pages/study-dashboard-page";
import { StudyListPage } from "../features/studies/pages/study-list-page";
import { ManageStudyImportersPage } from "../features/study-import/pages/manage-study-importers-page";
import { StudyImportRoute } from "../features/study-import/pages/study-import-route";
import { AddStudyCriteriaPage } from "../features/study-setup/pages/add-study-criteria-page";
import {
  AddStudyAddedPage,
  AddStudyAlreadyAddedPage,
} from "../features/study-setup/pages/add-study-done-pages";
import { AddStudyFlow } from "../features/study-setup/pages/add-study-flow";
import { AddStudyGroupPage } from "../features/study-setup/pages/add-study-group-page";
import { AddStudyInformationPage } from "../features/study-setup/pages/add-study-information-page";
import { AddStudyNumberPage } from "../features/study-setup/pages/add-study-number-page";
import {
  EligibilityCriteriaGroupPage,
  EligibilityCriteriaLayout,
  EligibilityCriteriaOverviewPage,
} from "../features/study-setup/pages/eligibility-criteria-pages";
import { StudyInformationPage } from "../features/study-setup/pages/study-information-page";
import { AcceptInvite } from "../features/study-team/components/accept-invite";
import { InviteAccountPage } from "../features/study-team/pages/invite-account-page";
import { TeamPage } from "../features/study-team/pages/team-page";
import { AppErrorPage } from "../features/system/pages/app-error-page";
import { InviteFailedPage } from "../features/system/pages/invite-failed-page";
import { NotAuthorizedPage } from "../features/system/pages/not-authorized-page";
import { NotFoundPage } from "../features/system/pages/not-found-page";
import { PrivacyPage } from "../features/system/pages/privacy-page";
import { ForgotPasswordPage } from "../features/volunteer/pages/forgot-password-page";
import { InterestPage } from "../features/volunteer/pages/interest-page";
import { LovedOneProfilePage, LovedOnesPage } from "../features/volunteer/pages/loved-ones-page";
import { OwnProfilePage } from "../features/volunteer/pages/own-profile-page";
import { ParticipatePage } from "../features/volunteer/pages/participate-page";
import { PublicStudyPage } from "../features/volunteer/pages/public-study-page";
import { ResetPasswordPage } from "../features/volunteer/pages/reset-password-page";
import { StudiesForYouPage } from "../features/volunteer/pages/studies-for-you-page";
import { VerifyEmailPage } from "../features/volunteer/pages/verify-email-page";
import { VolunteerAccountPage } from "../features/volunteer/pages/volunteer-account-page";
import { VolunteerConversationPage } from "../features/volunteer/pages/volunteer-conversation-page";
import { VolunteerHomePage } from "../features/volunteer/pages/volunteer-home-page";
import { VolunteerMessagesPage } from "../features/volunteer/pages/volunteer-messages-page";
import { VolunteerSignInPage } from "../features/volunteer/pages/volunteer-sign-in-page";
import { VolunteerSignUpPage } from "../features/volunteer/pages/volunteer-sign-up-page";
import { WhoViewedPage } from "../features/volunteer/pages/who-viewed-page";
import { basePath, setNavigator } from "./api";
import { RequireAuth } from "./guards/require-auth";
import { RequireVolunteer } from "./guards/require-volunteer";
import { AppLayout } from "./layout/app-layout";
import { VolunteerLayout } from "./layout/volunteer-layout";
import { paths } from "./paths";

const SUPPORT = ["CUSTOMER_SUPPORT", "ADMIN"] as const satisfies readonly GlobalRole[];

function volunteer(element: ReactNode) {
  return <RequireVolunteer>{element}</RequireVolunteer>;
}

function guarded(element: ReactNode, roles: readonly GlobalRole[] = []) {
  return <RequireAuth roles={roles}>{element}</RequireAuth>;
}

/**
 * The route table of spec 000 §2.1 and spec 001 §2. Created on demand so that the legacy-URL
 * rewrite runs before the router reads the address.
 */
export function createAppRouter() {
  const router = createBrowserRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: "/login/study-team", element: <LoginPage /> },
          { path: "/", element: guarded(<StudyListPage archived={false} />) },
          { path: "/studies/current", element: guarded(<StudyListPage archived={false} />) },
          { path: "/studies/archived", element: guarded(<StudyListPage archived />) },
          {
            path: "/studies/:studyNum",
            element: guarded(
              <AcceptInvite>
                <StudyDashboardPage />
              </AcceptInvite>,
            ),
          },
          { path: "/studies/:studyNum/study-information", element: guarded(<StudyInformationPage />) },
          { path: "/studies/:studyNum/attachments", element: guarded(<AttachmentsPage />) },
          { path: "/studies/:studyNum/team-access", element: guarded(<TeamPage />) },
          { path: "/studies/:studyNum/notifications", element: guarded(<TeamPage />) },
          {
            path: "/studies/:studyNum/screening-questions",
            element: guarded(<ScreeningQuestionsPage />),
          },
          { path: "/studies/:studyNum/inbox", element: guarded(<InboxPage />) },
          { path: "/studies/:studyNum/inbox/:studyVolunteerId", element: guarded(<ConversationPage />) },
          { path: "/studies/:studyNum/message-templates", element: guarded(<MessageTemplatesPage />) },
          {
            path: "/studies/:studyNum/message-templates/new",
            element: guarded(<MessageTemplateFormPage mode="add" />),
          },
          {
            path: "/studies/:studyNum/message-templates/edit/:id",
            element: guarded(<MessageTemplateFormPage mode="edit" />),
          },
          { path: "/studies/:studyNum/matched/:list", element: guarded(<MatchedListPage />) },
          { path: "/studies/:studyNum/matched/:list/:userId", element: guarded(<MatchedProfilePage />) },
          { path: "/studies/:studyNum/interested/:list", element: guarded(<InterestedListPage />) },
          { path: "/studies/:studyNum/interested/label/:labelId", element: guarded(<InterestedListPage />) },
          { path: "/studies/:studyNum/interested/:list/:id", element: guarded(<InterestedProfilePage />) },
          {
            path: "/studies/:studyNum/interested/label/:labelId/:id",
            element: guarded(<InterestedProfilePage />),
          },
          {
            path: "/studies/:studyNum/eligibility-criteria",
            element: guarded(<EligibilityCriteriaLayout />),
            children: [
              { index: true, element: <EligibilityCriteriaOverviewPage /> },
              { path: "groups/:groupIndex", element: <EligibilityCriteriaGroupPage /> },
            ],
          },
          {
            path: "/add-study",
            element: guarded(<AddStudyFlow />),
            children: [
              { index: true, element: <AddStudyNumberPage /> },
              { path: "information", element: <AddStudyInformationPage /> },
              { path: "criteria", element: <AddStudyCriteriaPage /> },
              { path: "criteria/groups/:groupIndex", element: <AddStudyGroupPage /> },
              { path: "added", element: <AddStudyAddedPage /> },
              { path: "already-added", element: <AddStudyAlreadyAddedPage /> },
            ],
          },
          { path: "/admin", element: guarded(<AdminHomePage />, ["ADMIN"]) },
          { path: "/admin/jobs", element: guarded(<JobsPage />, ["ADMIN"]) },
          { path: "/admin/jobs/:job", element: guarded(<JobPage />, ["ADMIN"]) },
          { path: "/admin/settings", element: guarded(<SettingsPage />, ["ADMIN"]) },
          { path: "/admin/announcements", element: guarded(<AnnouncementsPage />, ["ADMIN"]) },
          { path: "/customer-support", element: guarded(<CustomerSupportHomePage />, SUPPORT) },
          { path: "/customer-support/help-participants", element: guarded(<FindParticipantPage />, SUPPORT) },
          {
            path: "/customer-support/help-participants/last-name/:lastName",
            element: guarded(<ParticipantPickerPage />, SUPPORT),
          },
          {
            path: "/customer-support/help-participants/first-name/:firstName/last-name/:lastName",
            element: guarded(<ParticipantPickerPage />, SUPPORT),
          },
          {
            path: "/customer-support/help-participants/participant/:userId",
            element: guarded(<ParticipantAccountPage />, SUPPORT),
          },
          { path: "/customer-support/help-study-teams", element: guarded(<StudyTeamLoginPage />, SUPPORT) },
          {
            path: "/customer-support/manage-study-importers",
            element: guarded(<ManageStudyImportersPage />, SUPPORT),
          },
          { path: "/study-import", element: <StudyImportRoute /> },
          { path: "/user-agreement", element: <UserAgreementPage /> },
          { path: "/privacy", element: <PrivacyPage /> },
          { path: "/not-authorized", element: <NotAuthorizedPage /> },
          { path: "/app-error", element: <AppErrorPage /> },
          { path: "/invite-failed", element: <InviteFailedPage /> },
          { path: "/invite-account", element: <InviteAccountPage /> },
          { path: "/404-page-not-found", element: <NotFoundPage /> },
          { path: "*", element: <Navigate to={paths.notFound()} replace /> },
        ],
      },
      {
        element: <VolunteerLayout />,
        children: [
          { path: "/participate", element: <ParticipatePage /> },
          { path: "/participate/studies/:studyNum", element: <PublicStudyPage /> },
          { path: "/volunteer/sign-up", element: <VolunteerSignUpPage /> },
          { path: "/volunteer/verify-email", element: <VerifyEmailPage /> },
          { path: "/volunteer/sign-in", element: <VolunteerSignInPage /> },
          { path: "/volunteer/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/volunteer/reset-password", element: <ResetPasswordPage /> },
          { path: "/volunteer", element: volunteer(<VolunteerHomePage />) },
          { path: "/volunteer/profile", element: volunteer(<OwnProfilePage />) },
          { path: "/volunteer/profile/notifications", element: volunteer(<OwnProfilePage />) },
          { path: "/volunteer/loved-ones", element: volunteer(<LovedOnesPage />) },
          { path: "/volunteer/loved-ones/:lovedOneId", element: volunteer(<LovedOneProfilePage />) },
          { path: "/volunteer/studies/:studyNum/interest", element: volunteer(<InterestPage />) },
          { path: "/volunteer/studies-for-you", element: volunteer(<StudiesForYouPage />) },
          { path: "/volunteer/messages", element: volunteer(<VolunteerMessagesPage />) },
          {
            path: "/volunteer/messages/:studyVolunteerId",
            element: volunteer(<VolunteerConversationPage />),
          },
          { path: "/volunteer/who-viewed-my-data", element: volunteer(<WhoViewedPage />) },
          { path: "/volunteer/account", element: volunteer(<VolunteerAccountPage />) },
        ],
      },
    ],
    { basename: basePath || "/" },
  );
  setNavigator((to, options) => {
    router.navigate(to, options);
  });
  return router;
}
