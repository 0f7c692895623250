import { isVolunteerSide, VOLUNTEER_PAGES } from "./volunteer-app";

/** All of Mantine's styles, which every page but the two first pages loads (web/app/all-styles.ts). */
const ALL_STYLES = "app/all-styles.ts";

/**
 * The source modules (relative to web/) that an address's first load needs beyond the entry: its frame,
 * the volunteer's catalog, and for the two pages a flyer's or an e-mail's link opens, the page itself.
 * The server names their chunks in the page it sends, so that a phone fetches them all at once instead
 * of one round trip after another (issue 25).
 */
export function firstPageModules(appPath: string, language: string): string[] {
  if (!isVolunteerSide(appPath)) return ["app/layout/app-layout.tsx", ALL_STYLES];
  const modules = ["app/layout/volunteer-layout.tsx", `locales/${language}/volunteer.json`];
  if (appPath.startsWith(`${VOLUNTEER_PAGES.landing}/studies/`))
    modules.push("features/volunteer/pages/public-study-page.tsx");
  else if (appPath.startsWith(VOLUNTEER_PAGES.landing))
    modules.push("features/volunteer/pages/participate-page.tsx");
  else modules.push(ALL_STYLES);
  return modules;
}
