import { VOLUNTEER_PAGES } from "../../core/rules/volunteer-app";

/**
 * Starts loading the first page's frame, and for a volunteer's page their catalog (and the public pages
 * themselves), while the CSRF token
 * is fetched (spec 001 §4: the app renders only after it): on a slow phone each of these is a round
 * trip that would otherwise wait for the one before (issue 25).
 */
export function preloadFrameOf(appPath: string): void {
  const volunteerSide =
    appPath.startsWith(VOLUNTEER_PAGES.landing) || appPath.startsWith(VOLUNTEER_PAGES.home);
  if (volunteerSide) {
    void import("./layout/volunteer-layout");
    void import("../lib/i18n");
    // The two pages a flyer's or an e-mail's link opens.
    if (appPath.startsWith(`${VOLUNTEER_PAGES.landing}/studies/`))
      void import("../features/volunteer/pages/public-study-page");
    else if (appPath.startsWith(VOLUNTEER_PAGES.landing))
      void import("../features/volunteer/pages/participate-page");
  } else {
    void import("./layout/app-layout");
  }
}
