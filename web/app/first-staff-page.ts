import { routeNeeds } from "./route-needs";
import { ROUTES } from "./router";

const settled = (load: Promise<unknown>) => load.catch(() => undefined);

/**
 * What a staff page opened cold needs, asked together (decision 025): the staff's route table and frame,
 * the page's own chunks read off that table, and behind its guard the user's details and staff check.
 * Asked as each rendered, they came one after the other. Answers once the chunks are here.
 */
export async function preloadFirstStaffPage(appPath: string): Promise<void> {
  // The app's table gives the staff's route table's own chunk (and what comes with it); no guard of its counts.
  const frames = routeNeeds(ROUTES, appPath).preloads.map((preload) => settled(preload()));
  const [{ STAFF_ROUTES }, { prefetchRequireAuth, RequireAuth }] = await Promise.all([
    import("./staff-routes"),
    import("./guards/require-auth"),
  ]);
  const needs = routeNeeds(STAFF_ROUTES, appPath, RequireAuth);
  if (needs.guards.length > 0) void prefetchRequireAuth(needs.guards);
  await Promise.all([...frames, ...needs.preloads.map((preload) => settled(preload()))]);
}
