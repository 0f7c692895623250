import { appPath, expect, expectAccessible, logIn, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await logIn(page, "admin@example.edu");
  await expect(page).not.toHaveURL(/login/);
});

test("reschedules a job after previewing its next times, and runs it now", async ({ page }) => {
  await page.goto(appPath("/admin/jobs"));
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "MAINTENANCE" })).toContainText("PURGE_EXPIRED_SESSIONS");
  await expectAccessible(page);
  await page.getByRole("link", { name: "PURGE_EXPIRED_SESSIONS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PURGE_EXPIRED_SESSIONS" })).toBeVisible();

  const schedule = page.getByRole("textbox", { name: "Cron expression" });
  await schedule.fill("0 61 * * * ? *");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("button", { name: "Save schedule" })).toBeDisabled();
  await schedule.fill("0 0 3 ? * MON-FRI *");
  await page.getByRole("button", { name: "Preview" }).click();
  const times = page.getByRole("alert").filter({ hasText: "Next execution times" }).getByRole("listitem");
  await expect(times).toHaveCount(5);
  await expect(times.first()).toContainText("03:00:00 AM");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save schedule" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("The schedule was saved")).toBeVisible();

  await page.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByText("The job was started")).toBeVisible();
  await page.getByRole("link", { name: "Back to Jobs" }).click();
  await expect(page.getByRole("table", { name: "MAINTENANCE" })).toContainText("0 0 3 ? * MON-FRI *");
});
