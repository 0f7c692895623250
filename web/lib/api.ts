import { ApiClient } from "./api-client";
import { readBasePath } from "./base-path";
import type { ErrorRedirect } from "./error-redirect";
import { pendingRequests } from "./pending-requests";

export const basePath = readBasePath();

type Navigator = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigator = (to) => window.location.assign(`${basePath}${to}`);

/** The router registers itself here so that the API client can redirect without a full reload. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** The in-app address without the base path, e.g. "/studies/current?page=2". */
export function currentAppPath(): string {
  // The server's rendering has no address bar; it follows no redirect either (below).
  if (typeof window === "undefined") return "/";
  const { pathname, search, hash } = window.location;
  const inApp = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || "/" : pathname;
  return `${inApp}${search}${hash}`;
}

/** The in-app address without its query and fragment: what the route tables match. */
export function currentAppPathname(): string {
  return currentAppPath().split(/[?#]/)[0] || "/";
}

function redirect(target: Exclude<ErrorRedirect, null>): void {
  if (typeof window === "undefined") return;
  if (target.kind === "page") window.location.assign(`${basePath}${target.href}`);
  else navigator(target.to);
}

let tellUnreachable: () => void = () => undefined;

/** The app registers here how it tells the user that the server could not be reached (web/main.tsx). */
export function setUnreachableNotice(next: () => void): void {
  tellUnreachable = next;
}

let answerReads: typeof fetch | null = null;

/** The server's rendering of a page answers its reads in-process (web/entry-server.tsx), not over HTTP. */
export function answerReadsWith(fetchImpl: typeof fetch): void {
  answerReads = fetchImpl;
}

export const api = new ApiClient({
  basePath,
  pending: pendingRequests,
  redirect,
  currentPath: currentAppPath,
  unreachable: () => tellUnreachable(),
  fetch: (...args) => (answerReads ?? globalThis.fetch)(...args),
});
