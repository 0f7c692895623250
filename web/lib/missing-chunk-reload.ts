/**
 * A page's code that no longer loads, as after an upgrade: the browser holds the previous build's page, whose
 * chunks the upgraded instances no longer have (their names carry each build's hash), so the next page's
 * chunk answers 404. The page is loaded anew from the server once, at the address being opened, which brings
 * the new build; a second failure for the same address soon after is a real error and goes to the error page.
 */
const RELOAD_KEY = "recruit-missing-chunk-reload";

/** How long after a reload for a missing chunk another failure at the same address counts as the same one. */
export const MISSING_CHUNK_RELOAD_WINDOW_MS = 30_000;

export interface ChunkReload {
  address: string;
  at: number;
}

/** Whether to load the page anew for a chunk that failed at `address`, given the last such reload. */
export function shouldReloadForMissingChunk(last: ChunkReload | null, address: string, now: number): boolean {
  return !(last && last.address === address && now - last.at < MISSING_CHUNK_RELOAD_WINDOW_MS);
}

function lastReload(): ChunkReload | null {
  try {
    const kept = sessionStorage.getItem(RELOAD_KEY);
    return kept ? (JSON.parse(kept) as ChunkReload) : null;
  } catch {
    return null;
  }
}

/**
 * Called when a chunk failed to load: loads the current address anew and answers true, or answers false when
 * that was already tried for this address (or cannot be remembered), and the failure is then the page's error.
 */
export function reloadForMissingChunk(): boolean {
  const address = window.location.href;
  const now = Date.now();
  if (!shouldReloadForMissingChunk(lastReload(), address, now)) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ address, at: now } satisfies ChunkReload));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
