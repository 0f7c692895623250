/** The volunteers' pages (issue 15), relative to the app's address; e-mails link to them. */
export const VOLUNTEER_PAGES = {
  landing: "/participate",
  signIn: "/volunteer/sign-in",
  signUp: "/volunteer/sign-up",
  verifyEmail: "/volunteer/verify-email",
  forgotPassword: "/volunteer/forgot-password",
  resetPassword: "/volunteer/reset-password",
  home: "/volunteer",
  profile: "/volunteer/profile",
  lovedOnes: "/volunteer/loved-ones",
  studiesForYou: "/volunteer/studies-for-you",
  messages: "/volunteer/messages",
  whoViewedMyData: "/volunteer/who-viewed-my-data",
  account: "/volunteer/account",
  privacy: "/volunteer/privacy",
  notFound: "/volunteer/page-not-found",
  appError: "/volunteer/app-error",
} as const;

/** Whether an in-app address is one of the volunteers' pages (in the volunteer's language, issue 25). */
export function isVolunteerSide(appPath: string): boolean {
  return VOLUNTEER_SIDE.test(appPath);
}

/** The landing's and the home's addresses and all below them, each name whole ("/volunteers-x" is not). */
const VOLUNTEER_SIDE = new RegExp(`^(${VOLUNTEER_PAGES.landing}|${VOLUNTEER_PAGES.home})(?=[/?#]|$)`);
