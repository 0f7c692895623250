import { isVolunteerSide, VOLUNTEER_PAGES } from "./volunteer-app";

/** All of Mantine's styles, which every page but the two first pages loads (web/app/all-styles.ts). */
const ALL_STYLES = "app/all-styles.ts";

/** The volunteers' frame and the two pages a flyer's or an e-mail's link opens, as source modules of web/. */
export const VOLUNTEER_FIRST_PAGES = {
  frame: "app/layout/volunteer-layout.tsx",
  landing: "features/volunteer/pages/participate-page.tsx",
  study: "features/volunteer/pages/public-study-page.tsx",
} as const;

/**
 * The volunteers' catalog in two parts (web/locales/<language>/<part>.json): the words of their frame and
 * of the two first pages, which those pages load first, and the words of every other volunteer page.
 */
export const CATALOG_PARTS = ["first-pages", "volunteer"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/**
 * The staff's route table and frame, each a chunk of its own that every staff address needs first, and what
 * asks for the page's own chunks and the user's access together (web/app/first-staff-page.ts, decision 025).
 */
const STAFF_FIRST_MODULES = [
  "app/staff-routes.tsx",
  "app/layout/app-layout.tsx",
  "app/first-staff-page.ts",
] as const;

/**
 * The source modules (relative to web/) that an address's first load needs beyond the entry: its frame,
 * the volunteer's catalog (for the two first pages, its first part only), and for the two pages a
 * flyer's or an e-mail's link opens, the page itself.
 * The server names their chunks in the page it sends, so that a phone fetches them all at once instead
 * of one round trip after another (issue 25).
 */
export function firstPageModules(appPath: string, language: string): string[] {
  if (!isVolunteerSide(appPath)) return [...STAFF_FIRST_MODULES, ALL_STYLES];
  const modules: string[] = [VOLUNTEER_FIRST_PAGES.frame, `locales/${language}/first-pages.json`];
  if (appPath.startsWith(`${VOLUNTEER_PAGES.landing}/studies/`)) modules.push(VOLUNTEER_FIRST_PAGES.study);
  else if (appPath.startsWith(VOLUNTEER_PAGES.landing)) modules.push(VOLUNTEER_FIRST_PAGES.landing);
  else modules.push(ALL_STYLES, `locales/${language}/volunteer.json`);
  return modules;
}
