import { describe, expect, it } from "vitest";
import { deepStudyNumber, pathDepth } from "./path-depth";

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

describe("deepStudyNumber", () => {
  it("names the study of a page three or more segments deep within it", () => {
    expect(deepStudyNumber("/studies/STUDY00001001/inbox")).toBe("STUDY00001001");
    expect(deepStudyNumber("/studies/STUDY00001001/interested/new/12")).toBe("STUDY00001001");
    expect(deepStudyNumber("/study-team/studies/STUDY00001001/matched/exact")).toBe("STUDY00001001");
    expect(deepStudyNumber("/studies/A%2FB/inbox")).toBe("A/B");
  });

  it("is null on the study's home, the lists and the pages outside a study", () => {
    expect(deepStudyNumber("/studies/STUDY00001001")).toBeNull();
    expect(deepStudyNumber("/studies/current")).toBeNull();
    expect(deepStudyNumber("/add-study/criteria/groups/1")).toBeNull();
    expect(deepStudyNumber("/admin/jobs/MATCHING")).toBeNull();
  });
});
