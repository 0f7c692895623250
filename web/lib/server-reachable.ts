import { api } from "./api";
import { ServerUnreachable } from "./api-client";

/** How often a page waiting for the server asks again, besides the moment the browser's network comes back. */
export const SERVER_RETRY_MS = 5_000;

/** Waits `ms`, or less if the browser says its network is back before. */
function networkBackOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

/**
 * Resolves once the server answers `probe`; until then, asks again whenever `wait` ends (by default when the
 * network is back, or every SERVER_RETRY_MS). Any answer counts, an error status too: only a probe that
 * rejects with ServerUnreachable (no network, the proxy's 502 or 504) is waited out. `probe` is told its
 * attempt's number, so that the user is told once.
 */
export async function whenServerAnswers(
  probe: (attempt: number) => Promise<unknown>,
  wait: (ms: number) => Promise<void> = networkBackOrAfter,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await probe(attempt);
      return;
    } catch (error) {
      if (!(error instanceof ServerUnreachable)) return;
    }
    await wait(SERVER_RETRY_MS);
  }
}

/**
 * Asks the instance whether it answers (`/health/live`: no session, nothing written); the first attempt tells
 * the user when it cannot reach it (the API client's notice), the next ones quietly. An error status is an
 * answer, tolerated here rather than routed.
 */
export function probeServer(attempt: number): Promise<unknown> {
  return api.request("/health/live", { quiet: attempt > 0, tolerate: [404, 500, 503] });
}
