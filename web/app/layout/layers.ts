/**
 * What lies over what, above the page (z-index): the cookie banner over the page, the notices over the
 * banner (on a phone both sit at the bottom, and a notice under the unanswered banner was never seen), the
 * wait overlay over all of them. The phone's menu (200) and the skip link (1000) set theirs in their CSS.
 */
export const LAYERS = { cookieBanner: 900, notices: 950, waitOverlay: 1000 } as const;
