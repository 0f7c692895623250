import { appPath, e2ePort, expect, expectAccessible, logIn, signIn, test } from "./fixtures";
import { mailsTo } from "./mailbox";

const INVITEE = "member@example.edu";

test("customer support invites an importer, who accepts from the e-mail's link; support removes them", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "support@example.edu");
  await page.goto(appPath("/customer-support"));
  await page.getByRole("link", { name: "Manage study importers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage study importers" })).toBeVisible();
  const form = page.getByRole("region", { name: "Invite a study importer" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("textbox", { name: "Name" }).fill("Marcus Member");
  await form.getByRole("textbox", { name: "Email" }).fill(INVITEE);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`An invitation to import studies was sent to ${INVITEE}`)).toBeVisible();
  const pending = page.getByRole("table", { name: "Pending invitations" });
  await expect(pending).toContainText(INVITEE);
  await pending.getByRole("button", { name: `Resend to ${INVITEE}` }).click();
  await expect(page.getByText("The invitation was sent again")).toBeVisible();
  await expectAccessible(page);

  let link = "";
  await expect(async () => {
    const mails = mailsTo(e2ePort(), INVITEE).filter((item) =>
      item.text.includes("/study-import?accept-invite="),
    );
    expect(mails.length).toBeGreaterThanOrEqual(2);
    link = mails.at(-1)?.text.match(/https?:\/\/\S+accept-invite=[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 40_000 });

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await logIn(invitee, INVITEE);
  await expect(invitee.getByText("Welcome! You can now import studies from the IRB records.")).toBeVisible();
  await expect(invitee.getByRole("heading", { level: 1, name: "Study Import" })).toBeVisible();
  await invitee.goto(link);
  await expect(invitee).toHaveURL(/\/invite-failed$/);
  await inviteeContext.close();

  await page.reload();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
  const importers = page.getByRole("table", { name: "Study importers" });
  await importers.getByRole("button", { name: "Remove Marcus Member" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Marcus Member can no longer import studies")).toBeVisible();
  await expect(importers).not.toContainText(INVITEE);
});

test("uploads the sample file and reads the result; generates and revokes an API token", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await logIn(page, "importer@example.edu");
  await expect(page).not.toHaveURL(/login/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Study Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Study Import" })).toBeVisible();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Please choose a file")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("CSV file of IRB records").setInputFiles("samples/irb-records.csv");
  await page.getByRole("button", { name: "Import" }).click();
  const result = page.getByRole("region", { name: "Import result: irb-records.csv" });
  await expect(result).toContainText("SUCCESS");
  await expect(result).toContainText("Rows processed6");
  await expectAccessible(page);

  await page.getByLabel("CSV file of IRB records").setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("study_number,title\nX-1,Only two columns\n"),
  });
  await page.getByRole("button", { name: "Import" }).click();
  const refused = page.getByRole("region", { name: "Import result: broken.csv" });
  await expect(refused).toContainText("FAILED");
  await expect(refused.getByRole("table", { name: "Import errors" })).toContainText(
    "The header lacks the required columns pi_first_name, pi_last_name, pi_email, irb_status",
  );

  const token = page.getByRole("region", { name: "API token" });
  await token.getByRole("textbox", { name: "Valid for (days)" }).fill("14");
  await token.getByRole("button", { name: "Generate token" }).click();
  await expect(token.getByText("Copy the token now: it is shown only once.")).toBeVisible();
  await expect(token.getByRole("textbox", { name: "Your API token" })).toHaveValue(
    /^[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  await expect(token).toContainText("valid for 14 days");
  await expectAccessible(page);
  await token.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByText("The API token was revoked")).toBeVisible();
  await expect(token.getByText("You have no API token.")).toBeVisible();
});

test("the page says what each column of the file holds and gives a sample file that imports", async ({
  page,
}) => {
  await page.goto(appPath("/login/study-team"));
  await logIn(page, "importer@example.edu");
  await expect(page).not.toHaveURL(/login/);
  await page.goto(appPath("/study-import"));
  const summary = page.getByText("The columns of the file", { exact: true });
  await summary.focus();
  await page.keyboard.press("Enter");
  const columns = page.getByRole("table", { name: "The columns of the file" });
  await expect(columns.getByRole("row")).toHaveCount(12);
  await expect(columns.getByRole("row").filter({ hasText: "pi_email" })).toContainText("Yes");
  await expect(columns.getByRole("row").filter({ hasText: "sponsor" })).toContainText("No");
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download a sample file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("irb-records-sample.csv");
  const path = await download.path();
  await page.getByLabel("CSV file of IRB records").setInputFiles(path);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("region", { name: /^Import result/ })).toContainText("SUCCESS");
  await expect(page.getByRole("region", { name: /^Import result/ })).toContainText("Rows processed1");

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
