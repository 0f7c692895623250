import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page, "support@example.edu");
});

test("finds a participant by name, deactivates them with their loved one, and reactivates them", async ({
  page,
}) => {
  await page.goto(appPath("/studies/current"));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Customer Support" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer Support" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Help participants" }).click();

  await page.getByLabel("Email").fill("nobody.here@example.org");
  await page.getByRole("button", { name: "Find" }).click();
  const notFound = page.getByText(
    /^Participant Not Found\. We could not find a participant with this e-mail/,
  );
  await expect(notFound).toBeVisible();
  // Found at the next try: the "not found" goes with the search page, not seconds later on the account.
  await page.getByLabel("Email").fill("casey.supportcase@example.org");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Casey Supportcase" })).toBeVisible();
  await expect(notFound).toBeHidden({ timeout: 1_000 });
  await page.getByRole("link", { name: "Back to the search" }).click();

  await page.getByRole("tab", { name: "By name" }).click();
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("You need to specify a last name")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Last name").fill("Supportcase");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/help-participants\/last-name\/Supportcase$/);
  const table = page.getByRole("table", { name: "Participants named Supportcase" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("12 Elm Street, Springfield, IL 62704");
  await expect(page).toHaveTitle("Choose a participant – Recruit");
  await expectAccessible(page);
  await table.getByRole("link", { name: "Casey Supportcase" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Casey Supportcase" })).toBeVisible();
  await expect(page).toHaveTitle("Participant account – Recruit");
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Loved ones" })).toContainText("Riley Supportcase");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("dialog");
  // The form's first field takes the focus, not the dialog's close button.
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await dialog.getByLabel("Reason").selectOption({ label: "Participant asked to close the account" });
  await dialog.getByLabel("Type DEACTIVATE to confirm").fill("deactivate");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(dialog.getByText("You must type DEACTIVATE")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Type DEACTIVATE to confirm").fill("DEACTIVATE");
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Casey Supportcase was deactivated")).toBeVisible();
  await expect(page.getByText("Inactive: Participant asked to close the account")).toBeVisible();
  await expect(page.getByRole("region", { name: "Loved ones" })).toContainText("Riley Supportcase (Inactive");
  await expect(
    page.getByText("Their loved ones stay inactive: reactivate each from their own profile."),
  ).toBeVisible();
  await expectAccessible(page);

  // A loved one brings back their inactive parent.
  await page
    .getByRole("region", { name: "Loved ones" })
    .getByRole("link", { name: "Riley Supportcase" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Riley Supportcase" })).toBeVisible();
  await expect(
    page.getByText("Reactivating this loved one also reactivates their inactive parent."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Reactivate" }).click();
  await expect(page.getByText("Riley Supportcase was reactivated")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Parent or guardian" })).toContainText(
    "Casey Supportcase (Active",
  );

  await page.getByRole("button", { name: "Create password-reset link" }).click();
  await expect(page.getByRole("textbox", { name: "Password-reset link" })).toHaveValue(
    /\/volunteer\/reset-password\?token=[\w-]{43}$/,
  );
  await expect(
    page.getByText("Send this link to the participant. It works once and expires in 24 hours."),
  ).toBeVisible();
});

test("logs in as a study team member, says so on every page, and comes back", async ({ page }) => {
  await page.goto(appPath("/customer-support/help-study-teams"));
  await expect(page.getByRole("heading", { level: 1, name: "Log in as a study team member" })).toBeVisible();
  await page.getByRole("combobox", { name: "Study number" }).fill("STUDY00001020");
  await page.getByRole("option", { name: /STUDY00001020/ }).click();
  await page.getByRole("combobox", { name: "Team member" }).click();
  await page.getByRole("option", { name: /pi@example\.edu/ }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Continue as this member" }).click();

  const banner = page.getByRole("complementary", { name: "Customer support" });
  await expect(banner).toContainText("You are working as Patricia Investigator for customer support");
  await expect(page).toHaveURL(/\/studies\/current/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customer Support" }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(appPath("/studies/STUDY00001020"));
  await expect(banner).toBeVisible();

  await banner.getByRole("button", { name: "Back to my account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log in as a study team member" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Customer support" })).toHaveCount(0);
});
