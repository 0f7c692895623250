import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

// A demo study no other browser test uses; demo studies have the templates 'Schedule a screening call'
// and 'Not eligible' and the default ask note.
const STUDY = "STUDY00001018";

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("adds, edits and deletes a message template", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY}/message-templates`));
  await expect(page.getByRole("heading", { level: 1, name: "Message Templates" })).toBeVisible();
  const names = await page.getByRole("row").locator("td:first-child p:first-child").allTextContents();
  expect(names.length).toBeGreaterThan(2);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await expectAccessible(page);

  await page.getByRole("link", { name: "Add Message Template" }).click();
  await expect(page).toHaveURL(/\/message-templates\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add Message Template" })).toBeVisible();
  await page.getByRole("button", { name: "Add Template" }).click();
  await expect(page.getByText("This field is required").first()).toBeVisible();
  await expectAccessible(page);

  // A name the study has: the spec's message with the name entered.
  await page.getByLabel("Template name").fill("not eligible");
  await page.getByLabel("Template text").fill("Hello *|FNAME|*");
  await page.getByRole("button", { name: "Add Template" }).click();
  await expect(
    page.getByText(
      "A message template with the same name: not eligible already exists. Please use a different name.",
    ),
  ).toBeVisible();

  const name = `Visit reminder ${Date.now()}`;
  await page.getByLabel("Template name").fill(name);
  await page.getByRole("button", { name: "Add Template" }).click();
  await expect(page.getByText("Message template added")).toBeVisible();
  await expect(page).toHaveURL(/\/message-templates$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Patricia");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Message Template" })).toBeVisible();
  await expect(page.getByLabel("Template text")).toHaveValue("Hello *|FNAME|*");
  await page.getByLabel("Ask if interested").check();
  await page.getByLabel("Template text").fill("See you soon, *|FNAME|* *|LNAME|*!");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Message template saved")).toBeVisible();
  await expect(row).toContainText("Ask if interested");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete message template" });
  await expect(confirm).toContainText("Messages already sent with this template are not affected.");
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete template" }).click();
  await expect(page.getByText("Message template deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("an unknown template lands on the page-not-found page", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY}/message-templates/edit/999999`));
  await expect(page).toHaveURL(/\/404-page-not-found$/);
});

test("a save after a team member's keeps both people's changes", async ({ page, browser }) => {
  const name = `Two editors ${Date.now()}`;
  await page.goto(appPath(`/studies/${STUDY}/message-templates/new`));
  await page.getByLabel("Template name").fill(name);
  await page.getByLabel("Template text").fill("First text");
  await page.getByRole("button", { name: "Add Template" }).click();
  await expect(page.getByText("Message template added")).toBeVisible();
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel("Template text")).toHaveValue("First text");

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, "pi@example.edu");
  await colleague.goto(page.url());
  await colleague.getByLabel("Template name").fill(`${name} renamed`);
  await colleague.getByRole("button", { name: "Save" }).click();
  await expect(colleague.getByText("Message template saved")).toBeVisible();

  await page.getByLabel("Template text").fill("My text");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^A team member saved this template while you were editing it/)).toBeVisible();
  await expect(page.getByText("Changed by the team member: Template name.")).toBeVisible();
  await expect(page.getByLabel("Template name")).toHaveValue(`${name} renamed`);
  await expect(page.getByLabel("Template text")).toHaveValue("My text");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Message template saved")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `${name} renamed` })).toHaveCount(1);
  await colleagueContext.close();
});
