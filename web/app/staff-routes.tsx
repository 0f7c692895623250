import { type ReactNode, Suspense } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import type { GlobalRole } from "../../core/rules/roles";
import { paths } from "../lib/paths";
import { RequireAuth } from "./guards/require-auth";
import { lazyPageWithAllStyles } from "./lazy-page";
import { RedirectKeepingQuery } from "./redirect-keeping-query";

// Every page is loaded with its own chunk the first time it is shown (issue 25), and this table with the
// first of them: a volunteer downloads neither, and an administrator's pages wait until one is opened.
const AdminHomePage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/admin-home-page").then((module) => module.AdminHomePage),
);
const AnnouncementsPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/announcements-page").then((module) => module.AnnouncementsPage),
);
const JobPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/job-page").then((module) => module.JobPage),
);
const JobsPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/jobs-page").then((module) => module.JobsPage),
);
const OutboxPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/outbox-page").then((module) => module.OutboxPage),
);
const OutboxMailPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/outbox-mail-page").then((module) => module.OutboxMailPage),
);
const SettingsPage = lazyPageWithAllStyles(() =>
  import("../features/admin/pages/settings-page").then((module) => module.SettingsPage),
);
const AttachmentsPage = lazyPageWithAllStyles(() =>
  import("../features/attachments/pages/attachments-page").then((module) => module.AttachmentsPage),
);
const InsightsPage = lazyPageWithAllStyles(() =>
  import("../features/insights/pages/insights-page").then((module) => module.InsightsPage),
);
const LoginPage = lazyPageWithAllStyles(() =>
  import("../features/auth/pages/login-page").then((module) => module.LoginPage),
);
const UserAgreementPage = lazyPageWithAllStyles(() =>
  import("../features/auth/pages/user-agreement-page").then((module) => module.UserAgreementPage),
);
const CustomerSupportHomePage = lazyPageWithAllStyles(() =>
  import("../features/customer-support/pages/customer-support-home-page").then(
    (module) => module.CustomerSupportHomePage,
  ),
);
const FindParticipantPage = lazyPageWithAllStyles(() =>
  import("../features/customer-support/pages/find-participant-page").then(
    (module) => module.FindParticipantPage,
  ),
);
const ParticipantAccountPage = lazyPageWithAllStyles(() =>
  import("../features/customer-support/pages/participant-account-page").then(
    (module) => module.ParticipantAccountPage,
  ),
);
const ParticipantPickerPage = lazyPageWithAllStyles(() =>
  import("../features/customer-support/pages/participant-picker-page").then(
    (module) => module.ParticipantPickerPage,
  ),
);
const StudyTeamLoginPage = lazyPageWithAllStyles(() =>
  import("../features/customer-support/pages/study-team-login-page").then(
    (module) => module.StudyTeamLoginPage,
  ),
);
const ConversationPage = lazyPageWithAllStyles(() =>
  import("../features/inbox/pages/conversation-page").then((module) => module.ConversationPage),
);
const InboxPage = lazyPageWithAllStyles(() =>
  import("../features/inbox/pages/inbox-page").then((module) => module.InboxPage),
);
const InterestedListPage = lazyPageWithAllStyles(() =>
  import("../features/interested-participants/pages/interested-list-page").then(
    (module) => module.InterestedListPage,
  ),
);
const InterestedProfilePage = lazyPageWithAllStyles(() =>
  import("../features/interested-participants/pages/interested-profile-page").then(
    (module) => module.InterestedProfilePage,
  ),
);
const MatchedListPage = lazyPageWithAllStyles(() =>
  import("../features/matched-participants/pages/matched-list-page").then((module) => module.MatchedListPage),
);
const MatchedProfilePage = lazyPageWithAllStyles(() =>
  import("../features/matched-participants/pages/matched-profile-page").then(
    (module) => module.MatchedProfilePage,
  ),
);
const MessageTemplateFormPage = lazyPageWithAllStyles(() =>
  import("../features/message-templates/pages/message-template-form-page").then(
    (module) => module.MessageTemplateFormPage,
  ),
);
const MessageTemplatesPage = lazyPageWithAllStyles(() =>
  import("../features/message-templates/pages/message-templates-page").then(
    (module) => module.MessageTemplatesPage,
  ),
);
const ScreeningQuestionsPage = lazyPageWithAllStyles(() =>
  import("../features/screening-questions/pages/screening-questions-page").then(
    (module) => module.ScreeningQuestionsPage,
  ),
);
const StudyDashboardPage = lazyPageWithAllStyles(() =>
  import("../features/studies/pages/study-dashboard-page").then((module) => module.StudyDashboardPage),
);
const StudyListPage = lazyPageWithAllStyles(() =>
  import("../features/studies/pages/study-list-page").then((module) => module.StudyListPage),
);
const ManageStudyImportersPage = lazyPageWithAllStyles(() =>
  import("../features/study-import/pages/manage-study-importers-page").then(
    (module) => module.ManageStudyImportersPage,
  ),
);
const AddStudyCriteriaPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-criteria-page").then(
    (module) => module.AddStudyCriteriaPage,
  ),
);
const AddStudyAddedPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-done-pages").then((module) => module.AddStudyAddedPage),
);
const AddStudyAlreadyAddedPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-done-pages").then(
    (module) => module.AddStudyAlreadyAddedPage,
  ),
);
const AddStudyFlow = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-flow").then((module) => module.AddStudyFlow),
);
const AddStudyGroupPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-group-page").then((module) => module.AddStudyGroupPage),
);
const AddStudyInformationPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-information-page").then(
    (module) => module.AddStudyInformationPage,
  ),
);
const AddStudyNumberPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/add-study-number-page").then((module) => module.AddStudyNumberPage),
);
const EligibilityCriteriaGroupPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then(
    (module) => module.EligibilityCriteriaGroupPage,
  ),
);
const EligibilityCriteriaLayout = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then(
    (module) => module.EligibilityCriteriaLayout,
  ),
);
const EligibilityCriteriaOverviewPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/eligibility-criteria-pages").then(
    (module) => module.EligibilityCriteriaOverviewPage,
  ),
);
const StudyInformationPage = lazyPageWithAllStyles(() =>
  import("../features/study-setup/pages/study-information-page").then(
    (module) => module.StudyInformationPage,
  ),
);
const AcceptInvite = lazyPageWithAllStyles(() =>
  import("../features/study-team/components/accept-invite").then((module) => module.AcceptInvite),
);
const InviteAccountPage = lazyPageWithAllStyles(() =>
  import("../features/study-team/pages/invite-account-page").then((module) => module.InviteAccountPage),
);
const TeamPage = lazyPageWithAllStyles(() =>
  import("../features/study-team/pages/team-page").then((module) => module.TeamPage),
);
const AppErrorPage = lazyPageWithAllStyles(() =>
  import("../features/system/pages/app-error-page").then((module) => module.AppErrorPage),
);
const InviteFailedPage = lazyPageWithAllStyles(() =>
  import("../features/system/pages/invite-failed-page").then((module) => module.InviteFailedPage),
);
const NotAuthorizedPage = lazyPageWithAllStyles(() =>
  import("../features/system/pages/not-authorized-page").then((module) => module.NotAuthorizedPage),
);
const NotFoundPage = lazyPageWithAllStyles(() =>
  import("../features/system/pages/not-found-page").then((module) => module.NotFoundPage),
);
const PrivacyPage = lazyPageWithAllStyles(() =>
  import("../features/system/pages/privacy-page").then((module) => module.PrivacyPage),
);
const StudyImportRoute = lazyPageWithAllStyles(() =>
  import("./routes/study-import-route").then((module) => module.StudyImportRoute),
);
const AppLayout = lazyPageWithAllStyles(() =>
  import("./layout/app-layout").then((module) => module.AppLayout),
);

const SUPPORT = ["CUSTOMER_SUPPORT", "ADMIN"] as const satisfies readonly GlobalRole[];

function guarded(element: ReactNode, roles: readonly GlobalRole[] = []) {
  return <RequireAuth roles={roles}>{element}</RequireAuth>;
}

/** The staff's, administrators', customer support's and importers' pages (spec 000 §2.1). */
export const STAFF_ROUTES: RouteObject[] = [
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
      // Where an old hash-style address (study-team/#studies) is rewritten to (web/lib/legacy-url.ts).
      { path: "/studies", element: <RedirectKeepingQuery to={paths.studies.current()} /> },
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
      { path: "/admin/outbox", element: guarded(<OutboxPage />, ["ADMIN"]) },
      { path: "/admin/outbox/:mailId", element: guarded(<OutboxMailPage />, ["ADMIN"]) },
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
];

/**
 * Every address that is not a volunteer's (web/app/router.tsx), in the staff's frame: a chunk of its own,
 * so that a volunteer's pages neither download nor rank these routes on every render.
 */
export function StaffRoutes() {
  return useRoutes(STAFF_ROUTES);
}
