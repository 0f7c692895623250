import type { Page } from "@playwright/test";
import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

// Demo studies no other browser test uses (index i is STUDY0000{1001+i}); each has the label 'Call back',
// the templates 'Schedule a screening call' and 'Not eligible', and 25 to 70 interested volunteers.
const STUDY_FOR_LIST = "STUDY00001011";
const STUDY_FOR_PROFILE = "STUDY00001021";

const rows = (page: Page) => page.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("messages two selected participants with a template and a label, then the whole list", async ({
  page,
}) => {
  await page.goto(appPath(`/studies/${STUDY_FOR_LIST}/interested/all`));
  const total = Number(((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").split(" ")[0]);
  const names: string[] = [];
  for (const index of [0, 1]) {
    const link = rows(page).nth(index).getByRole("link");
    names.push(((await link.textContent()) ?? "").trim());
    await rows(page).nth(index).getByRole("checkbox").check();
  }
  await page.getByRole("button", { name: "Message", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Message 2 participants" });
  await expect(modal.getByRole("textbox", { name: "Message" })).toBeFocused();
  await modal.getByLabel("Message template").click();
  await page.getByRole("option", { name: "Not eligible" }).click();
  // With several participants the tokens stay; each receives their own names.
  await expect(modal.getByRole("textbox", { name: "Message" })).toHaveValue(
    /^Dear \*\|FNAME\|\* \*\|LNAME\|\*/,
  );
  await expect(modal.getByText("are replaced by each participant's first and last name")).toBeVisible();
  await modal.getByLabel("Add a label to the participants messaged").click();
  await page.getByRole("option", { name: "Call back" }).click();
  await expectAccessible(page);
  await modal.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("2 of 2 participant(s) messaged, 2 of 2 labeled")).toBeVisible();
  await expect(modal).toBeHidden();

  // The first participant's conversation holds the message with their names.
  await rows(page).first().getByRole("link").click();
  await page.getByRole("link", { name: "View messages" }).click();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByRole("listitem").last()).toContainText(`Dear ${names[0]}, thank you`);

  // The whole list: one bulk message.
  await page.goto(appPath(`/studies/${STUDY_FOR_LIST}/interested/all`));
  await page.getByRole("button", { name: "Select", exact: true }).click();
  await page.getByRole("menuitem", { name: `All (${total})` }).click();
  await page.getByRole("button", { name: "Message", exact: true }).click();
  const bulk = page.getByRole("dialog", { name: `Message ${total} participants` });
  await bulk.getByRole("textbox", { name: "Message" }).fill("Our study office is closed on Friday.");
  await bulk.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(`${total} of ${total} participant(s) messaged`)).toBeVisible();
});

test("messages one participant from the profile, names merged", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY_FOR_PROFILE}/interested/all`));
  await rows(page).first().getByRole("link").click();
  const firstName = ((await page.getByRole("heading", { level: 2 }).first().textContent()) ?? "").split(
    " ",
  )[0];
  await page.getByRole("button", { name: "Message", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Message 1 participant" });
  await modal.getByLabel("Message template").click();
  await page.getByRole("option", { name: "Schedule a screening call" }).click();
  await expect(modal.getByRole("textbox", { name: "Message" })).toHaveValue(
    new RegExp(`^Hi ${firstName}, thank you`),
  );
  await expect(modal.getByText("are replaced by each participant's")).toHaveCount(0);
  await expectAccessible(page);
  await modal.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
});
