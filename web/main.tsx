import "./app/zod-without-eval";
import "./app/first-page-styles";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { firstPageModules } from "../core/rules/first-page-modules";
import { isVolunteerSide } from "../core/rules/volunteer-app";
import { AppProviders, queryClient } from "./app/providers";
import { AppRoutes, preloadServerRendered } from "./app/router";
import { showUnreachableNotice } from "./components/unreachable-notice";
import { api, basePath, currentAppPathname, setUnreachableNotice } from "./lib/api";
import { ServerUnreachable } from "./lib/api-client";
import { loadFirstPagesCatalog } from "./lib/i18n";
import { rewriteHashUrl } from "./lib/legacy-url";
import { csrfFromPage, pageLanguage } from "./lib/page-meta";

const legacy = rewriteHashUrl(window.location.pathname, window.location.hash);
if (legacy) window.history.replaceState(null, "", legacy);

// A call that could not reach the server is told to the user once, by a notice; the form that made it keeps
// what was typed. Its error, rethrown by the handler that awaited it, is not a fault of the page's.
setUnreachableNotice(showUnreachableNotice);
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof ServerUnreachable) event.preventDefault();
});

const root = document.getElementById("root");
if (!root) throw new Error("missing #root");
/** The page's reads, when the server rendered the page (server/http/plugins/server-rendering.ts). */
const serverState = document.getElementById("recruit-state");

/** How long the reads that came with a server-rendered page count as fresh. */
const SERVER_READS_FRESH_MS = 30_000;

/** A page the browser renders itself: every page but the two a volunteer's link usually opens. */
async function render(container: HTMLElement) {
  const app = createRoot(container);
  // A staff page's code and the user's details are asked together, and the page renders once its code is
  // here: each piece was asked only as the one before it rendered, and a first render that suspended on a
  // chunk showed the page no sooner than 300 ms later (React's throttle of Suspense reveals). Not for the
  // volunteers' pages: on a phone's slow link that made them slower (decision 025).
  const appPath = currentAppPathname();
  if (!isVolunteerSide(appPath)) {
    await import("./app/first-staff-page")
      .then((module) => module.preloadFirstStaffPage(appPath))
      .catch(() => undefined);
  }
  // A transition: React renders the first page in slices and lets the phone's browser breathe between
  // them, rather than in one long task (issue 25).
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter basename={basePath || "/"}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * A page the server rendered (issue 25): once its frame's and page's chunks and its catalog have arrived,
 * and with the server's reads in the query cache, the first render gives the server's markup and React
 * takes it over (in slices, as a transition) instead of drawing the page again.
 */
async function hydrateServerPage(container: HTMLElement, state: string) {
  await Promise.all([
    loadFirstPagesCatalog(),
    preloadServerRendered(firstPageModules(currentAppPathname(), pageLanguage() ?? "en")),
  ]);
  const reads = JSON.parse(state) as DehydratedState;
  // The server's reads are as fresh as the page itself: not read again as the page mounts.
  for (const read of reads.queries)
    queryClient.setQueryDefaults(read.queryKey, { staleTime: SERVER_READS_FRESH_MS });
  hydrate(queryClient, reads);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <BrowserRouter basename={basePath || "/"}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The app renders once it has the CSRF token (spec 001 §4): from the page, else fetched.
api.init(csrfFromPage()).then(
  () => {
    if (serverState?.textContent) return hydrateServerPage(root, serverState.textContent);
    return render(root);
  },
  () => {
    root.textContent = "Recruit could not reach its server. Please reload the page in a moment.";
  },
);
