import { type ComponentType, type ReactNode, Suspense, useEffect } from "react";
import { Navigate, type RouteObject, useNavigate, useRoutes } from "react-router";
import type { GlobalRole } from "../../core/rules/roles";
import { setNavigator } from "../lib/api";
import { paths } from "../lib/paths";
import { RequireAuth } from "./guards/require-auth";
import { RequireVolunteer } from "./guards/require-volunteer";
import { type LazyPage, lazyPage } from "./lazy-page";

/**
 * A page that brings all of Mantine's styles with its chunk: every page but the volunteers' two first pages
 * and their frame, which carry only the styles they show (./first-page-styles.ts, issue 25).
 */
function lazyPageWithAllStyles<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  return lazyPage(() => Promise.all([import("./all-styles"), load()]).then(([, page]) => page));
}

// Every page is loaded with its own chunk the first time it is shown (issue 25): a volunteer never
// downloads the staff pages, and an administrator's pages wait until one is opened.
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
const ForgotPasswordPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/forgot-password-page").then((module) => module.ForgotPasswordPage),
);
const InterestPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/interest-page").then((module) => module.InterestPage),
);
const LovedOneProfilePage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => module.LovedOneProfilePage),
);
const LovedOnesPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => module.LovedOnesPage),
);
const OwnProfilePage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/own-profile-page").then((module) => module.OwnProfilePage),
);
const ParticipatePage = lazyPage(() =>
  import("../features/volunteer/pages/participate-page").then((module) => module.ParticipatePage),
);
const PublicStudyPage = lazyPage(() =>
  import("../features/volunteer/pages/public-study-page").then((module) => module.PublicStudyPage),
);
const ResetPasswordPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/reset-password-page").then((module) => module.ResetPasswordPage),
);
const StudiesForYouPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/studies-for-you-page").then((module) => module.StudiesForYouPage),
);
const VerifyEmailPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/verify-email-page").then((module) => module.VerifyEmailPage),
);
const VolunteerAccountPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-account-page").then((module) => module.VolunteerAccountPage),
);
const VolunteerConversationPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-conversation-page").then(
    (module) => module.VolunteerConversationPage,
  ),
);
const VolunteerHomePage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-home-page").then((module) => module.VolunteerHomePage),
);
const VolunteerMessagesPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-messages-page").then(
    (module) => module.VolunteerMessagesPage,
  ),
);
const VolunteerSignInPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-sign-in-page").then((module) => module.VolunteerSignInPage),
);
const VolunteerSignUpPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/volunteer-sign-up-page").then((module) => module.VolunteerSignUpPage),
);
const WhoViewedPage = lazyPageWithAllStyles(() =>
  import("../features/volunteer/pages/who-viewed-page").then((module) => module.WhoViewedPage),
);
const StudyImportRoute = lazyPageWithAllStyles(() =>
  import("./routes/study-import-route").then((module) => module.StudyImportRoute),
);

// The staff's and the volunteers' frames are chunks of their own too.
const AppLayout = lazyPageWithAllStyles(() =>
  import("./layout/app-layout").then((module) => module.AppLayout),
);
const VolunteerLayout = lazyPage(() =>
  import("./layout/volunteer-layout").then((module) => module.VolunteerLayout),
);

const SUPPORT = ["CUSTOMER_SUPPORT", "ADMIN"] as const satisfies readonly GlobalRole[];

function volunteer(element: ReactNode) {
  return <RequireVolunteer>{element}</RequireVolunteer>;
}

function guarded(element: ReactNode, roles: readonly GlobalRole[] = []) {
  return <RequireAuth roles={roles}>{element}</RequireAuth>;
}

/** The route table of spec 000 §2.1 and spec 001 §2. */
function appRoutes(): RouteObject[] {
  return [
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
  ];
}

const ROUTES = appRoutes();

/**
 * The app's pages by address, inside the browser's router (web/main.tsx) or the server's (web/entry-server.tsx).
 * Routes as elements, not React Router's data router: the app uses no loaders or actions, and the data
 * router is some 11 KB more of every first page's JavaScript (issue 25). It gives the API client the
 * router's navigation, so that a redirect does not reload the app.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  return useRoutes(ROUTES);
}

/**
 * The pages the server renders, by the source module `firstPageModules` names for an address
 * (core/rules/first-page-modules.ts): the page the server sent is hydrated once these have arrived.
 */
const SERVER_RENDERED_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  "features/volunteer/pages/participate-page.tsx": ParticipatePage,
  "features/volunteer/pages/public-study-page.tsx": PublicStudyPage,
};
const SERVER_RENDERED_FRAMES: Record<string, { preload: () => Promise<unknown> }> = {
  "app/layout/volunteer-layout.tsx": VolunteerLayout,
};

/** Whether the server renders the page of these first modules (else it sends the empty page). */
export function isServerRendered(modules: readonly string[]): boolean {
  return modules.some((module) => module in SERVER_RENDERED_PAGES);
}

/** Loads the chunks of the frame and page of a server-rendered address. */
export function preloadServerRendered(modules: readonly string[]): Promise<unknown> {
  return Promise.all(
    modules.map((module) => (SERVER_RENDERED_PAGES[module] ?? SERVER_RENDERED_FRAMES[module])?.preload()),
  );
}
