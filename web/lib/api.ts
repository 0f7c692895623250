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
  const { pathname, search, hash } = window.location;
  const inApp = basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || "/" : pathname;
  return `${inApp}${search}${hash}`;
}

function redirect(target: Exclude<ErrorRedirect, null>): void {
  if (target.kind === "page") window.location.assign(`${basePath}${target.href}`);
  else navigator(target.to);
}

export const api = new ApiClient({
  basePath,
  pending: pendingRequests,
  redirect,
  currentPath: currentAppPath,
});
