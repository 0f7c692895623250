import { describe, expect, it } from "vitest";
import { settingValueProblem } from "./application-settings";

describe("application setting values", () => {
  it("accepts a whole number for an INTEGER setting and nothing else", () => {
    expect(settingValueProblem("INTEGER", "24")).toBeNull();
    expect(settingValueProblem("INTEGER", "0")).toBeNull();
    for (const bad of ["", "-1", "1.5", "24 hours", "1e3", "9999999999"]) {
      expect(settingValueProblem("INTEGER", bad)).toMatch(/whole number/);
    }
  });

  it("accepts only true or false for a BOOLEAN setting", () => {
    expect(settingValueProblem("BOOLEAN", "true")).toBeNull();
    expect(settingValueProblem("BOOLEAN", "false")).toBeNull();
    expect(settingValueProblem("BOOLEAN", "yes")).toMatch(/true or false/);
  });

  it("accepts an http or https address for a URL setting", () => {
    expect(settingValueProblem("URL", "https://recruit.example.edu/app")).toBeNull();
    expect(settingValueProblem("URL", "http://localhost:3000")).toBeNull();
    for (const bad of ["recruit.example.edu", "javascript:alert(1)", "ftp://example.edu", ""]) {
      expect(settingValueProblem("URL", bad)).toMatch(/web address/);
    }
  });

  it("requires some text for a STRING setting and limits its length", () => {
    expect(settingValueProblem("STRING", "x")).toBeNull();
    expect(settingValueProblem("STRING", "  ")).toMatch(/required/);
    expect(settingValueProblem("STRING", "x".repeat(2001))).toMatch(/at most 2000/);
  });
});
