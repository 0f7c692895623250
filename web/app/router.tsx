import { type ReactNode, Suspense, useEffect } from "react";
import { Navigate, type RouteObject, useNavigate, useRoutes } from "react-router";
import { VOLUNTEER_PAGES } from "../../core/rules/volunteer-app";
import { setNavigator } from "../lib/api";
import { RequireVolunteer } from "./guards/require-volunteer";
import { lazyPage, lazyPageWithAllStyles, lazyVolunteerPage } from "./lazy-page";

// Every volunteer's page is loaded with its own chunk the first time it is shown (issue 25), but for the
// two first pages, which come in the first chunk (vite.config.ts).
const ForgotPasswordPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/forgot-password-page").then((module) => module.ForgotPasswordPage),
);
const InterestPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/interest-page").then((module) => module.InterestPage),
);
const LovedOneProfilePage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => module.LovedOneProfilePage),
);
const LovedOnesPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/loved-ones-page").then((module) => module.LovedOnesPage),
);
const OwnProfilePage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/own-profile-page").then((module) => module.OwnProfilePage),
);
const ParticipatePage = lazyPage(() =>
  import("../features/volunteer/pages/participate-page").then((module) => module.ParticipatePage),
);
const PublicStudyPage = lazyPage(() =>
  import("../features/volunteer/pages/public-study-page").then((module) => module.PublicStudyPage),
);
const ResetPasswordPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/reset-password-page").then((module) => module.ResetPasswordPage),
);
const StudiesForYouPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/studies-for-you-page").then((module) => module.StudiesForYouPage),
);
const VerifyEmailPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/verify-email-page").then((module) => module.VerifyEmailPage),
);
const VolunteerAccountPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-account-page").then((module) => module.VolunteerAccountPage),
);
const VolunteerConversationPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-conversation-page").then(
    (module) => module.VolunteerConversationPage,
  ),
);
const VolunteerHomePage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-home-page").then((module) => module.VolunteerHomePage),
);
const VolunteerMessagesPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-messages-page").then(
    (module) => module.VolunteerMessagesPage,
  ),
);
const VolunteerAppErrorPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-app-error-page").then(
    (module) => module.VolunteerAppErrorPage,
  ),
);
const VolunteerNotFoundPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-not-found-page").then(
    (module) => module.VolunteerNotFoundPage,
  ),
);
const VolunteerPrivacyPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-privacy-page").then((module) => module.VolunteerPrivacyPage),
);
const VolunteerSignInPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-sign-in-page").then((module) => module.VolunteerSignInPage),
);
const VolunteerSignUpPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/volunteer-sign-up-page").then((module) => module.VolunteerSignUpPage),
);
const WhoViewedPage = lazyVolunteerPage(() =>
  import("../features/volunteer/pages/who-viewed-page").then((module) => module.WhoViewedPage),
);
const VolunteerLayout = lazyPage(() =>
  import("./layout/volunteer-layout").then((module) => module.VolunteerLayout),
);

// Every other address is the staff's: their route table is a chunk of its own, fetched with the first of them.
const StaffRoutes = lazyPageWithAllStyles(() =>
  import("./staff-routes").then((module) => module.StaffRoutes),
);

function volunteer(element: ReactNode) {
  return <RequireVolunteer>{element}</RequireVolunteer>;
}

/** The route table of spec 001 §2 for volunteers; every other address goes to the staff's (spec 000 §2.1). */
export const ROUTES: RouteObject[] = [
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
      { path: VOLUNTEER_PAGES.privacy, element: <VolunteerPrivacyPage /> },
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
      { path: VOLUNTEER_PAGES.notFound, element: <VolunteerNotFoundPage /> },
      { path: VOLUNTEER_PAGES.appError, element: <VolunteerAppErrorPage /> },
      // A volunteer's address that leads nowhere stays in their frame and language (not the staff's 404).
      { path: "/volunteer/*", element: <Navigate to={VOLUNTEER_PAGES.notFound} replace /> },
      { path: "/participate/*", element: <Navigate to={VOLUNTEER_PAGES.notFound} replace /> },
    ],
  },
  {
    path: "*",
    element: (
      <Suspense>
        <StaffRoutes />
      </Suspense>
    ),
  },
];

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
