import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps an in-app path with its query and hash", () => {
    expect(safeRedirectPath("/studies/ABC?page=2#top", "/home")).toBe("/studies/ABC?page=2#top");
  });

  it.each([
    ["https://evil.example.com/studies"],
    ["//evil.example.com/x"],
    ["/\\evil.example.com"],
    ["javascript:alert(1)"],
    ["studies/current"],
    ["/studies\u0000/x"],
    [""],
  ])("refuses %j", (attempt) => {
    expect(safeRedirectPath(attempt, "/home")).toBe("/home");
  });

  it("falls back when there is no redirect", () => {
    expect(safeRedirectPath(null, "/home")).toBe("/home");
  });
});
