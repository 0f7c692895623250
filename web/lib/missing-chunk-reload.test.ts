import { describe, expect, it } from "vitest";
import { MISSING_CHUNK_RELOAD_WINDOW_MS, shouldReloadForMissingChunk } from "./missing-chunk-reload";

const address = "https://recruit.example.edu/studies/STUDY00001001/insights";

describe("loading the page anew when its code is missing (after an upgrade)", () => {
  it("reloads the first time a chunk fails", () => {
    expect(shouldReloadForMissingChunk(null, address, 1_000)).toBe(true);
  });

  it("does not reload again for the same address soon after: the failure is then the page's error", () => {
    const last = { address, at: 1_000 };
    expect(shouldReloadForMissingChunk(last, address, 1_000 + MISSING_CHUNK_RELOAD_WINDOW_MS - 1)).toBe(
      false,
    );
  });

  it("reloads for another address, or for the same one once the window has passed", () => {
    const last = { address, at: 1_000 };
    expect(shouldReloadForMissingChunk(last, `${address}?x=1`, 2_000)).toBe(true);
    expect(shouldReloadForMissingChunk(last, address, 1_000 + MISSING_CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });
});
