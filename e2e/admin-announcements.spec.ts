import dayjs from "dayjs";
import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

test("creates, edits and deletes an announcement, with the time rules checked on the form", async ({
  page,
}) => {
  await signIn(page, "admin@example.edu");
  await page.goto(appPath("/admin/announcements"));
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  await page.getByRole("button", { name: "Add announcement" }).click();

  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByText("End is required")).toBeVisible();
  await expectAccessible(page);

  const start = page.getByLabel("Start");
  const earliest = await start.inputValue();
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30)$/);
  await start.fill(dayjs(earliest).subtract(30, "minute").format("YYYY-MM-DDTHH:mm"));
  await page.getByLabel("Title").fill("Scheduled maintenance");
  await page.getByLabel("Message").fill("Recruit will be unavailable for an hour.");
  await page.getByLabel("End").fill(dayjs(earliest).subtract(1, "hour").format("YYYY-MM-DDTHH:mm"));
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(/^Start cannot be before /)).toBeVisible();
  await expect(page.getByText("End cannot be before Start")).toBeVisible();

  await start.fill(earliest);
  await page.getByLabel("End").fill(dayjs(earliest).add(1, "day").format("YYYY-MM-DDTHH:mm"));
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Announcement created")).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: "Scheduled maintenance" });
  await expect(item).toContainText("Scheduled:");

  await item.getByRole("button", { name: "Edit Scheduled maintenance" }).click();
  await expect(item.getByText("Being edited")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Title").fill("Scheduled maintenance, Saturday");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Announcement updated")).toBeVisible();
  const updated = page.getByRole("listitem").filter({ hasText: "Scheduled maintenance, Saturday" });
  await expect(updated).toBeVisible();
  await expect(updated.getByText("Being edited")).toHaveCount(0);

  await updated.getByRole("button", { name: "Delete Scheduled maintenance, Saturday" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Announcement deleted")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Scheduled maintenance" })).toHaveCount(0);
  await expectAccessible(page);
});
