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
} as const;

/** Whether an in-app address is one of the volunteers' pages (in the volunteer's language, issue 25). */
export function isVolunteerSide(appPath: string): boolean {
  return appPath.startsWith(VOLUNTEER_PAGES.landing) || appPath.startsWith(VOLUNTEER_PAGES.home);
}
