import { describe, expect, it } from "vitest";
import { pathDepth } from "./path-depth";

describe("pathDepth", () => {
  it("counts the study lists as the top level", () => {
    expect(pathDepth("/")).toBe(1);
    expect(pathDepth("/studies/current")).toBe(1);
    expect(pathDepth("/studies/archived")).toBe(1);
  });

  it("counts segments elsewhere, without 'study-team'", () => {
    expect(pathDepth("/studies/ABC")).toBe(2);
    expect(pathDepth("/studies/ABC/matched/exact")).toBe(4);
    expect(pathDepth("/study-team/studies/ABC")).toBe(2);
  });
});
