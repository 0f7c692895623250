import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

// Demo studies (index i is STUDY0000{1001+i}): an inactive one (never activated, so without the demo
// questions) that no other browser test changes, and an active one.
const INACTIVE = "STUDY00001025";
const ACTIVE = "STUDY00001001";

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("adds a multiple-choice question and one from the bank, and moves a question up", async ({ page }) => {
  await page.goto(appPath(`/studies/${INACTIVE}/screening-questions`));
  await expect(page.getByRole("heading", { level: 1, name: "Screening Questions" })).toBeVisible();
  await expect(page).toHaveTitle("Screening Questions – Recruit");
  const items = page
    .getByRole("list", { name: "Questions" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("button", { name: "Move up" }),
    });
  const before = await items.count();
  await expectAccessible(page);

  // Chosen by keyboard: the picker opens with Enter on its first type, the fourth is three arrows down.
  await page.getByRole("button", { name: "Add a question" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Short answer" })).toBeFocused();
  for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Multiple choice" })).toBeFocused();
  await page.keyboard.press("Enter");
  const form = page.getByRole("form", { name: "New question: Multiple choice" });
  // The picker's button is disabled while a form is open: the new question's field takes the focus.
  await expect(form.getByRole("textbox", { name: "Question" })).toBeFocused();
  await expect(page.getByRole("menu")).toBeHidden();
  // A new choice question starts with two empty choices; saving them empty is refused.
  await form.getByRole("button", { name: "Save question" }).click();
  await expect(form.getByText("Each choice should have text entered.").first()).toBeVisible();
  await form.getByRole("textbox", { name: "Question" }).fill("Do you have a car?");
  await form.getByRole("textbox", { name: "Choice 1" }).fill("Yes");
  await form.getByRole("textbox", { name: "Choice 2" }).fill("No");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Save question" }).click();
  await expect(items).toHaveCount(before + 1);
  await expect(items.last()).toContainText("Do you have a car?");
  await expect(items.last()).toContainText("0 answers");

  await page.getByRole("button", { name: "Add a question" }).click();
  await page.getByRole("menuitem", { name: "From the question bank" }).click();
  const bank = page.getByRole("dialog", { name: "Question bank" });
  await expect(bank.getByRole("heading", { name: "Availability" })).toBeVisible();
  await expectAccessible(page);
  await bank.getByRole("button", { name: "Add What time of day works best for your study visits?" }).click();
  await expect(bank).toBeHidden();
  await expect(items).toHaveCount(before + 2);
  await expect(items.last()).toContainText("What time of day works best for your study visits?");

  // The bank's question moves above the car question.
  await items.last().getByRole("button", { name: "Move up" }).click();
  await expect(items.nth(before)).toContainText("What time of day works best");
  await expect(items.last()).toContainText("Do you have a car?");
  await expect(items.last().getByRole("button", { name: "Move down" })).toBeDisabled();

  await page.reload();
  await expect(items).toHaveCount(before + 2);
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${INACTIVE}$`));
  // The tab's title follows the page that replaced it: the study's dashboard, headed by its title. The address
  // changes before the dashboard shows: its heading is read once the questions' heading has gone.
  const dashboardHeading = page.getByRole("heading", { level: 1 });
  await expect(dashboardHeading).not.toHaveText("Screening Questions");
  await expect(page).toHaveTitle(`${(await dashboardHeading.textContent())?.trim()} – Recruit`);
});

test("an active study's questions cannot be edited", async ({ page }) => {
  await page.goto(appPath(`/studies/${ACTIVE}/screening-questions`));
  await expect(page.getByText("Questions can not be edited while a study is active")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a question" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Move up" })).toHaveCount(0);
  await expectAccessible(page);
});
