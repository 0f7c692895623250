import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import type { GlobalRole } from "../../core/rules/roles";
import { basePath, setNavigator } from "../lib/api";
import { paths } from "../lib/paths";
import { RequireAuth } from "./guards/require-auth";
import { RequireVolunteer } from "./guards/require-volunteer";

// Every page is loaded with its own chunk the first time it is shown (issue 25): a volunteer never
// downloads the staff pages, and an administrator's pages wait until one is opened.
const AdminHomePage = lazy(() =>
  import("../features/admin/pages/admin-home-page").then((module) => ({ default: module.AdminHomePage })),
);
const AnnouncementsPage = lazy(() =>
  import("../features/admin/pages/announcements-page").then((module) => ({
    default: module.AnnouncementsPage,
  })),
);
const JobPage = lazy(() =>
  import("../features/admin/pages/job-page").then((module) => ({ default: module.JobPage })),
);
const JobsPage = lazy(() =>
  import("../features/admin/pages/jobs-page").then((module) => ({ default: module.JobsPage })),
);
const SettingsPage = lazy(() =>
  import("../features/admin/pages/settings-page").then((module) => ({ default: module.SettingsPage })),
);
const AttachmentsPage = lazy(() =>
  import("../features/attachments/pages/attachments-page").then((module) => ({
    default: module.AttachmentsPage,
  })),
);
const InsightsPage = lazy(() =>
  import("../features/insights/pages/insights-page").then((module) => ({ default: module.InsightsPage })),
);
const LoginPage = lazy(() =>
  import("../features/auth/pages/login-page").then((module) => ({ default: module.LoginPage })),
);
const UserAgreementPage = lazy(() =>
  import("../features/auth/pages/user-agreement-page").then((module) => ({
    default: module.UserAgreementPage,
  })),
);
const CustomerSupportHomePage = lazy(() =>
  import("../features/customer-support/pages/customer-support-home-page").then((module) => ({
    default: module.CustomerSupportHomePage,
  })),
);
const FindParticipantPage = lazy(() =>
  import("../features/customer-support/pages/find-participant-page").then((module) => ({
    default: module.FindParticipantPage,
  })),
);
const ParticipantAccountPage = lazy(() =>
  import("../features/customer-support/pages/participant-account-page").then((module) => ({
    default: module.ParticipantAccountPage,
  })),
);
const ParticipantPickerPage = lazy(() =>
  import("../features/customer-support/pages/participant-picker-page").then((module) => ({
    default: module.ParticipantPickerPage,
  })),
);
const StudyTeamLoginPage = lazy(() =>
  import("../features/customer-support/pages/study-team-login-page").then((module) => ({
    default: module.StudyTeamLoginPage,
  })),
);
const ConversationPage = lazy(() =>
  import("../features/inbox/pages/conversation-page").then((module) => ({
    default: module.ConversationPage,
  })),
);
const InboxPage = lazy(() =>
  import("../features/inbox/pages/inbox-page").then((module) => ({ default: module.InboxPage })),
);
const InterestedListPage = lazy(() =>
  import("../features/interested-participants/pages/interested-list-page").then((module) => ({
    default: module.InterestedListPage,
  })),
);
const InterestedProfilePage = lazy(() =>
  import("../features/interested-participants/pages/interested-profile-page").then((module) => ({
    default: module.InterestedProfilePage,
  })),
);
const MatchedListPage = lazy(() =>
  import("../features/matched-participants/pages/matched-list-page").then((module) => ({
    default: module.MatchedListPage,
  })),
);
const MatchedProfilePage = lazy(() =>
  import("../features/matched-participants/pages/matched-profile-page").then((module) => ({
    default: module.MatchedProfilePage,
  })),
);
const MessageTemplateFormPage = lazy(() =>
  import("../features/message-templates/pages/message-template-form-page").then((module) => ({
    default: module.MessageTemplateFormPage,
  })),
);
const MessageTemplatesPage = lazy(() =>
  import("../features/message-templates/pages/message-templates-page").then((module) => ({
    default: module.MessageTemplatesPage,
  })),
);
const ScreeningQuestionsPage = lazy(() =>
  import("../features/screening-questions/pages/screening-questions-page").then((module) => ({
    default: module.ScreeningQuestionsPage,
  })),
);
const StudyDashboardPage = lazy(() =>
  import("../features/studies/pages/study-dashboard-page").then((module) => ({
    default: module.StudyDashboardPage,
  })),
);
const StudyListPage = lazy(() =>
  import("../features/studies/pages/study-list-page").then((module) => ({ default: module.StudyListPage })),
);
const ManageStudyImportersPage = lazy(() =>
  import("../features/study-import/pages/manage-study-importers-page").then((module) => ({
    default: module.ManageStudyImportersPage,
  })),
);
const AddStudyCriteriaPage = lazy(() =>
  import("../features/study-setup/pages/add-study-criteria-page").then((module) => ({
    default: module.AddStudyCriteriaPage,
  })),
);
const AddStudyAddedPage = lazy(() =>
  import("../features/study-setup/pages/add-study-done-pages").then((module) => ({
    default: module.AddStudyAddedPage,
  })),
);
const AddStudyAlreadyAddedPage = lazy(() =>
  import("../features/study-setup/pages/add-study-done-pages").then((module) => ({
    default: module.AddStudyAlreadyAddedPage,
  })),
);
const AddStudyFlow = lazy(() =>
  import("../features/study-setup/pages/add-study-flow").then((module) => ({ default: module.AddStudyFlow })),
);
const AddStudyGroupPage = lazy(() =>
  import("../features/study-setup/pages/add-study-group-page").then((module) => ({
    default: module.AddStudyGroupPage,
  })),
);
const AddStudyInformationPage = lazy(() =>
  import("../features/study-setup/pages/add-study-information-page").then((module) => ({
    default: module.AddStudyInformationPage,
  })),
);
const AddStudyNumberPage = lazy(() =>
  import("../features/study-setup/pages/add-study-number-page").then((module) => ({
    default: module.AddStudyNumberPage,
  })),
);
const EligibilityCriteriaGroupPage = lazy(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then((module) => ({
    default: module.EligibilityCriteriaGroupPage,
  })),
);
const EligibilityCriteriaLayout = lazy(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then((module) => ({
    default: module.EligibilityCriteriaLayout,
  })),
);
const EligibilityCriteriaOverviewPage = lazy(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then((module) => ({
    default: module.EligibilityCriteriaOverviewPage,
  })),
);
const StudyInformationPage = lazy(() =>
  import("../features/study-setup/pages/study-information-page").then((module) => ({
    default: module.StudyInformationPage,
  })),
);
const AcceptInvite = lazy(() =>
  import("../features/study-team/components/accept-invite").then((module) => ({
    default: module.AcceptInvite,
  })),
);
const InviteAccountPage = lazy(() =>
  import("../features/study-team/pages/invite-account-page").then((module) => ({
    default: module.InviteAccountPage,
  })),
);
const TeamPage = lazy(() =>
  import("../features/study-team/pages/team-page").then((module) => ({ default: module.TeamPage })),
);
const AppErrorPage = lazy(() =>
  import("../features/system/pages/app-error-page").then((module) => ({ default: module.AppErrorPage })),
);
const InviteFailedPage = lazy(() =>
  import("../features/system/pages/invite-failed-page").then((module) => ({
    default: module.InviteFailedPage,
  })),
);
const NotAuthorizedPage = lazy(() =>
  import("../features/system/pages/not-authorized-page").then((module) => ({
    default: module.NotAuthorizedPage,
  })),
);
const NotFoundPage = lazy(() =>
  import("../features/system/pages/not-found-page").then((module) => ({ default: module.NotFoundPage })),
);
const PrivacyPage = lazy(() =>
  import("../features/system/pages/privacy-page").then((module) => ({ default: module.PrivacyPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/volunteer/pages/forgot-password-page").then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const InterestPage = lazy(() =>
  import("../features/volunteer/pages/interest-page").then((module) => ({ default: module.InterestPage })),
);
const LovedOneProfilePage = lazy(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => ({
    default: module.LovedOneProfilePage,
  })),
);
const LovedOnesPage = lazy(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => ({ default: module.LovedOnesPage })),
);
const OwnProfilePage = lazy(() =>
  import("../features/volunteer/pages/own-profile-page").then((module) => ({
    default: module.OwnProfilePage,
  })),
);
const ParticipatePage = lazy(() =>
  import("../features/volunteer/pages/participate-page").then((module) => ({
    default: module.ParticipatePage,
  })),
);
const PublicStudyPage = lazy(() =>
  import("../features/volunteer/pages/public-study-page").then((module) => ({
    default: module.PublicStudyPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/volunteer/pages/reset-password-page").then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const StudiesForYouPage = lazy(() =>
  import("../features/volunteer/pages/studies-for-you-page").then((module) => ({
    default: module.StudiesForYouPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import("../features/volunteer/pages/verify-email-page").then((module) => ({
    default: module.VerifyEmailPage,
  })),
);
const VolunteerAccountPage = lazy(() =>
  import("../features/volunteer/pages/volunteer-account-page").then((module) => ({
    default: module.VolunteerAccountPage,
  })),
);
const VolunteerConversationPage = lazy(() =>
  import("../features/volunteer/pages/volunteer-conversation-page").then((module) => ({
    default: module.VolunteerConversationPage,
  })),
);
const VolunteerHomePage = lazy(() =>
  import("../features/volunteer/pages/volunteer-home-page").then((module) => ({
    default: module.VolunteerHomePage,
  })),
);
const VolunteerMessagesPage = lazy(() =>
  import("../features/volunteer/pages/volunteer-messages-page").then((module) => ({
    default: module.VolunteerMessagesPage,
  })),
);
const VolunteerSignInPage = lazy(() =>
  import("../features/volunteer/pages/volunteer-sign-in-page").then((module) => ({
    default: module.VolunteerSignInPage,
  })),
);
const VolunteerSignUpPage = lazy(() =>
  import("../features/volunteer/pages/volunteer-sign-up-page").then((module) => ({
    default: module.VolunteerSignUpPage,
  })),
);
const WhoViewedPage = lazy(() =>
  import("../features/volunteer/pages/who-viewed-page").then((module) => ({ default: module.WhoViewedPage })),
);
const StudyImportRoute = lazy(() =>
  import("./routes/study-import-route").then((module) => ({ default: module.StudyImportRoute })),
);

// The staff's and the volunteers' frames are chunks of their own too.
const AppLayout = lazy(() => import("./layout/app-layout").then((module) => ({ default: module.AppLayout })));
const VolunteerLayout = lazy(() =>
  import("./layout/volunteer-layout").then((module) => ({ default: module.VolunteerLayout })),
);

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
        element: (
          <Suspense>
            <AppLayout />
          </Suspense>
        ),
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
          { path: "/studies/:studyNum/insights", element: guarded(<InsightsPage />) },
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
        element: (
          <Suspense>
            <VolunteerLayout />
          </Suspense>
        ),
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
