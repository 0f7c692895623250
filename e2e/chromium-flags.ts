/**
 * The switches Debian's Chromium runs with in the browser tests and the web benchmark: no sandbox (it runs
 * as root here) and no GPU, and nothing of the browser's own in the background (updates, sync, QUIC's
 * probes) sharing the two cores with the app it is measuring or testing.
 */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
