import { appPath, expect, expectAccessible, signIn, test, textsCutShortInTables } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, "admin@example.edu");
});

test("reschedules a job after previewing its next times, and runs it now", async ({ page }) => {
  await page.goto(appPath("/admin/jobs"));
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "MAINTENANCE" })).toContainText("PURGE_EXPIRED_SESSIONS");
  // Every job's state reads whole, in the widest table too (it read "Nor…").
  expect(await textsCutShortInTables(page)).toEqual([]);
  // Each group's table has its columns where the others have theirs, and a schedule reads on one line.
  const columnStarts = await page
    .getByRole("table")
    .evaluateAll((tables) =>
      tables.map((table) =>
        [...table.querySelectorAll("th")].map((th) => Math.round(th.getBoundingClientRect().x)),
      ),
    );
  expect(columnStarts.length).toBeGreaterThan(1);
  for (const starts of columnStarts) expect(starts).toEqual(columnStarts[0]);
  const scheduleHeights = await page
    .locator("td code")
    .evaluateAll((codes) => codes.map((code) => code.getClientRects().length));
  expect(scheduleHeights.every((lines) => lines === 1)).toBe(true);
  await expectAccessible(page);
  await page.getByRole("link", { name: "PURGE_EXPIRED_SESSIONS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PURGE_EXPIRED_SESSIONS" })).toBeVisible();

  const schedule = page.getByRole("textbox", { name: "Cron expression" });
  await schedule.fill("0 61 * * * ? *");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Minute and Second values must be between 0 and 59")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save schedule" })).toBeDisabled();
  await schedule.fill("0 0 3 ? * MON-FRI *");
  await page.getByRole("button", { name: "Preview" }).click();
  const times = page.getByRole("alert").filter({ hasText: "Next execution times" }).getByRole("listitem");
  await expect(times).toHaveCount(5);
  await expect(times.first()).toContainText("03:00:00 AM");
  await expectAccessible(page);
  // An earlier preview whose answer lands after a later one's does not replace it (CI met this race).
  await page.route(/cron-expression=0(\+|%20)61/, async (route) => {
    const answer = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response: answer });
  });
  // Waited for from before it is sent: on a busy machine its 1.5 s can pass before the next lines run.
  const lateAnswer = page.waitForResponse(/cron-expression=0(\+|%20)61/);
  await schedule.fill("0 61 * * * ? *");
  await page.getByRole("button", { name: "Preview" }).click();
  await schedule.fill("0 0 3 ? * MON-FRI *");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(times).toHaveCount(5);
  await lateAnswer;
  await expect(times).toHaveCount(5);
  await expect(page.getByText("Minute and Second values must be between 0 and 59")).toBeHidden();
  await page.unrouteAll();
  await page.getByRole("button", { name: "Save schedule" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("The schedule was saved")).toBeVisible();

  // Run now: the page follows the run until the worker has started it, and shows when it started.
  const mostRecent = page.getByText(/^Most recent execution:/);
  const before = await mostRecent.textContent();
  await page.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByText("The job was started")).toBeVisible();
  await expect(mostRecent).not.toHaveText(before ?? "", { timeout: 30_000 });
  await expect(mostRecent).toHaveText(/Most recent execution: \d/);
  await page.getByRole("link", { name: "Back to Jobs" }).click();
  await expect(page.getByRole("table", { name: "MAINTENANCE" })).toContainText("0 0 3 ? * MON-FRI *");
});

test("edits a setting checked by its type, and refreshes settings and lookup values", async ({ page }) => {
  await page.goto(appPath("/admin/settings"));
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const security = page.getByRole("table", { name: "SECURITY" });
  await expect(security).toContainText("RESET_PASSWORD_TOKEN_GRACE_PERIOD");
  await expectAccessible(page);

  const value = page.getByRole("textbox", { name: "Value of STUDY_IMPORT_TOKEN_GRACE_PERIOD" });
  await value.fill("a month");
  await page.getByRole("button", { name: "Save STUDY_IMPORT_TOKEN_GRACE_PERIOD" }).click();
  await expect(page.getByText("The value must be a whole number from 0 to 999999999")).toBeVisible();
  await value.fill("700");
  await page.getByRole("button", { name: "Save STUDY_IMPORT_TOKEN_GRACE_PERIOD" }).click();
  await expect(page.getByText("STUDY_IMPORT_TOKEN_GRACE_PERIOD saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Value of STUDY_IMPORT_TOKEN_GRACE_PERIOD" })).toHaveValue(
    "700",
  );

  await page.getByRole("button", { name: "Refresh settings" }).click();
  await expect(
    page.getByText("The settings were read again from the database on every running server"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Refresh lookup values" }).click();
  await expect(
    page.getByText("The lookup values were read again from the database on every running server"),
  ).toBeVisible();
});
