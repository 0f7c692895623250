import { describe, expect, it } from "vitest";
import { rewriteHashUrl } from "./legacy-url";

describe("rewriteHashUrl", () => {
  it("rewrites both hash styles under the mount path", () => {
    expect(rewriteHashUrl("/study-team/", "#studies")).toBe("/study-team/studies");
    expect(rewriteHashUrl("/study-team", "#/studies/ABC123")).toBe("/study-team/studies/ABC123");
    expect(rewriteHashUrl("/", "#/studies?page=2")).toBe("/studies?page=2");
  });

  it("leaves other hashes alone", () => {
    expect(rewriteHashUrl("/studies/current", "#top")).toBeNull();
    expect(rewriteHashUrl("/", "")).toBeNull();
    expect(rewriteHashUrl("/", "#studiesx")).toBeNull();
  });
});
