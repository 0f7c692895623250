import { readFileSync } from "node:fs";
import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

// A demo study no other browser test uses.
const STUDY = "STUDY00001017";

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("uploads, downloads, renames and deletes an attachment", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY}/attachments`));
  await expect(page.getByRole("heading", { level: 1, name: "Attachments" })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole("region", { name: "Add attachment" });
  await form.getByRole("button", { name: "Add attachment" }).click();
  await expect(form.getByText("This field is required")).toBeVisible();
  await expect(form.getByText("Please choose a file")).toBeVisible();
  await expectAccessible(page);

  const title = `Consent form ${Date.now()}`;
  await form.getByLabel("Attachment name").fill(title);
  await form.locator('input[type="file"]').setInputFiles({
    name: "consent.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Please read before your first visit."),
  });
  await form.getByRole("button", { name: "Add attachment" }).click();
  await expect(page.getByText("Attachment added")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("consent.txt");
  await expect(row).toContainText("Patricia");

  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: `Download ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("consent.txt");
  expect(readFileSync(await download.path(), "utf8")).toBe("Please read before your first visit.");

  await row.getByRole("button", { name: `Edit Name ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit attachment name" });
  await dialog.getByLabel("Attachment name").fill("x".repeat(65));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This field is required and must have at most 64 characters.")).toBeVisible();
  await expectAccessible(page);
  const renamed = `Visit map ${Date.now()}`;
  await dialog.getByLabel("Attachment name").fill(renamed);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Attachment name updated")).toBeVisible();
  const renamedRow = page.getByRole("row").filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole("button", { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete attachment" });
  await expect(confirm).toContainText("will no longer be able to open it");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete attachment" }).click();
  await expect(page.getByText("Attachment deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
});

test("refuses a file over 5 MB in the form, before sending it", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY}/attachments`));
  const form = page.getByRole("region", { name: "Add attachment" });
  await form.getByLabel("Attachment name").fill("Too big");
  await form.locator('input[type="file"]').setInputFiles({
    name: "big.bin",
    mimeType: "application/octet-stream",
    buffer: Buffer.alloc(5_242_881),
  });
  await form.getByRole("button", { name: "Add attachment" }).click();
  await expect(form.getByText("The file size exceeds the maximum allowed file size")).toBeVisible();
  await expectAccessible(page);
});
