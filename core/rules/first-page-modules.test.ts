import { describe, expect, it } from "vitest";
import { firstPageModules } from "./first-page-modules";

describe("what an address's first load needs beyond the entry (issue 25)", () => {
  it("gives the two first pages their frame, their page and the first part of the catalog only", () => {
    expect(firstPageModules("/participate", "es")).toEqual([
      "app/layout/volunteer-layout.tsx",
      "locales/es/first-pages.json",
      "features/volunteer/pages/participate-page.tsx",
    ]);
    expect(firstPageModules("/participate/studies/STUDY0001", "en")).toEqual([
      "app/layout/volunteer-layout.tsx",
      "locales/en/first-pages.json",
      "features/volunteer/pages/public-study-page.tsx",
    ]);
  });

  it("gives another volunteer page all of the catalog and all of the styles", () => {
    expect(firstPageModules("/volunteer/sign-in", "en")).toEqual([
      "app/layout/volunteer-layout.tsx",
      "locales/en/first-pages.json",
      "app/all-styles.ts",
      "locales/en/volunteer.json",
    ]);
  });

  it("gives a staff page the staff's route table and frame, what asks for its chunks, and no catalog", () => {
    expect(firstPageModules("/studies/current", "es")).toEqual([
      "app/staff-routes.tsx",
      "app/layout/app-layout.tsx",
      "app/first-staff-page.ts",
      "app/all-styles.ts",
    ]);
  });
});
