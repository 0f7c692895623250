import type { Notice } from "./notice";

/**
 * What a page says when the server cannot be reached (decision 023). A module of its own: every page may say
 * it, and the catalogue of notices (notices.ts) stays out of a volunteer's first download.
 */

/** A call that never reached the server (web/lib/api-client.ts). */
export const UNREACHABLE_NOTICE: Notice = {
  kind: "error",
  message: "Recruit could not be reached. Check your connection and try again.",
};

/** In place of a page whose read could not reach the server (web/components/page-pending.tsx, decision 023). */
export interface LoadFailedTexts {
  message: string;
  retry: string;
}

/** The staff's words; a volunteer's page says them in the volunteer's language (frame.loadFailed, frame.tryAgain). */
export const LOAD_FAILED_TEXTS: LoadFailedTexts = {
  message: "This page could not be loaded.",
  retry: "Try again",
};

/** Not in the spec: a part of a loaded page whose own read could not reach the server (a profile, its Q/A). */
export const PANEL_LOAD_FAILED_TEXTS: LoadFailedTexts = {
  message: "This part of the page could not be loaded.",
  retry: "Try again",
};
