import type { Page } from "@playwright/test";
import { appPath, expect, signIn, test, textsCutShort } from "./fixtures";

// A study the pages below only read: its lists are not moved by any other test.
const STUDY = "STUDY00001012";

test.use({ viewport: { width: 360, height: 780 } });

/**
 * The page fits the phone's width: nothing widens it so that the whole page scrolls sideways. A wide
 * table scrolls in its own box, which is allowed.
 */
async function expectFitsWidth(page: Page, path: string): Promise<void> {
  await page.goto(appPath(path));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
  // Nor is a word cut short to fit it: a study's status read "A…", a button lost its last letters.
  expect(await textsCutShort(page), `${path} cuts texts short`).toEqual([]);
}

test("a study team's pages fit a phone's width", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "pi@example.edu");
  for (const path of [
    "/studies/current",
    `/studies/${STUDY}`,
    `/studies/${STUDY}/interested/new`,
    `/studies/${STUDY}/interested/all`,
    `/studies/${STUDY}/matched/exact`,
    `/studies/${STUDY}/inbox`,
    `/studies/${STUDY}/insights`,
    `/studies/${STUDY}/study-information`,
    `/studies/${STUDY}/eligibility-criteria`,
    `/studies/${STUDY}/team-access`,
    `/studies/${STUDY}/screening-questions`,
    `/studies/${STUDY}/message-templates`,
    `/studies/${STUDY}/attachments`,
  ])
    await expectFitsWidth(page, path);
  // The interested list's table is wider than the phone: it scrolls in its own box. Its participants'
  // "Waiting N days", which read "Waiting …" there, were among the texts checked whole above.
  await page.goto(appPath(`/studies/${STUDY}/interested/new`));
  const table = page.getByRole("table");
  await expect(table.getByText(/^Waiting \d+ days?$/).first()).toBeVisible();
  expect((await table.boundingBox())?.width ?? 0).toBeGreaterThan(360);
});

test("an administrator's pages, with every link of the header, fit a phone's width", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "admin@example.edu");
  for (const path of [
    "/admin",
    "/admin/jobs",
    "/admin/settings",
    "/admin/announcements",
    "/customer-support",
    "/customer-support/help-participants",
    "/customer-support/manage-study-importers",
    "/study-import",
  ])
    await expectFitsWidth(page, path);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }),
  ).toBeVisible();
});
