import type { Page } from "@playwright/test";
import { appPath, expect, expectAccessible, signIn, test } from "./fixtures";

// Active demo studies whose criteria no other browser test changes (index i is STUDY0000{1001+i}).
const STUDY_FOR_ASK = "STUDY00001007";
const STUDY_FOR_DISMISS = "STUDY00001008";
const STUDY_FOR_BULK = "STUDY00001009";
const STUDY_FOR_WALK = "STUDY00001010";
const INACTIVE_STUDY = "STUDY00001026";

async function openList(page: Page, studyNum: string, list = "exact") {
  await page.goto(appPath(`/studies/${studyNum}/matched/${list}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Matched Participants");
  // The demo's nightly match runs at start; until it has, the page says so and offers Refresh.
  await expect(async () => {
    const refresh = page.getByRole("button", { name: "Refresh" });
    if (await refresh.isVisible()) await refresh.click();
    await expect(page.getByText("We are working on finding your matches.", { exact: false })).toHaveCount(0);
  }).toPass({ timeout: 60_000 });
}

const rows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("link") });

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("asks one volunteer with a note and moves on to the next participant", async ({ page }) => {
  await openList(page, STUDY_FOR_ASK);
  await expectAccessible(page);
  const first = rows(page).first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/matched\/exact\/\d+$/);
  const askedUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Exact Matches" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(
    page.getByText("This information will be made available once the participant has shown interest."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why matched" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Ask if interested" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask if interested" });
  const note = dialog.getByRole("textbox", { name: /Note to 1 participant/ });
  await note.fill("x".repeat(274));
  await expect(dialog.getByText("1 character left", { exact: true })).toBeVisible();
  await note.fill("x".repeat(276));
  await expect(dialog.getByText("-1 characters left")).toBeVisible();
  await dialog.getByRole("button", { name: "Ask if interested" }).click();
  await expect(
    dialog.getByText("This field is required and must have at most 275 characters."),
  ).toBeVisible();
  await expectAccessible(page);
  await note.fill("Hello *|FNAME|*, would you like to join our study?");
  await dialog.getByRole("button", { name: "Ask if interested" }).click();
  await expect(page.getByText("Ask if interested successful")).toBeVisible();
  await expect(page).not.toHaveURL(askedUrl);
  await expect(page).toHaveURL(/\/matched\/exact\/\d+$/);

  await openList(page, STUDY_FOR_ASK, "asked");
  await expect(page.getByText("You cannot take actions on asked participants.")).toBeVisible();
  await expect(rows(page).first().getByRole("link")).toHaveText(name);
  await expectAccessible(page);
});

test("dismisses one volunteer from the profile", async ({ page }) => {
  await openList(page, STUDY_FOR_DISMISS);
  const first = rows(page).first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await page.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(page.getByText("Dismiss successful")).toBeVisible();
  await openList(page, STUDY_FOR_DISMISS, "dismissed");
  await expect(rows(page).first().getByRole("link")).toHaveText(name);
  await expect(page.getByRole("button", { name: "Ask if interested" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a bulk ask where someone else asked one first reports the partial success and explains why", async ({
  page,
  browser,
}) => {
  await openList(page, STUDY_FOR_BULK);
  const selected = rows(page).nth(0);
  await expect(selected).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows(page).nth(i);
    names.push((await row.getByRole("link").textContent()) ?? "");
    await row.getByRole("checkbox").check();
  }
  await expect(page.getByText("3 selected")).toBeVisible();

  // A colleague asks the second one while this page still shows them.
  const colleague = await browser.newContext();
  const other = await colleague.newPage();
  await signIn(other, "pi@example.edu");
  await openList(other, STUDY_FOR_BULK);
  await other.getByRole("link", { name: names[1] }).first().click();
  await other.getByRole("button", { name: "Ask if interested" }).click();
  const otherDialog = other.getByRole("dialog", { name: "Ask if interested" });
  await otherDialog.getByRole("textbox").fill("Asked by a colleague");
  await otherDialog.getByRole("button", { name: "Ask if interested" }).click();
  await expect(other.getByText("Ask if interested successful")).toBeVisible();
  await colleague.close();

  await page.getByRole("button", { name: "Ask if interested" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask if interested" });
  await expect(dialog.getByRole("textbox")).not.toHaveValue("");
  await dialog.getByRole("button", { name: "Ask if interested" }).click();
  await expect(page.getByText("2 of 3 participant(s) asked")).toBeVisible();
  await page.getByRole("button", { name: "Why?" }).click();
  await expect(page.getByRole("dialog", { name: "Why were some participants not moved?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "OK", exact: true }).click();
  for (const name of names) await expect(rows(page).getByRole("link", { name, exact: true })).toHaveCount(0);

  // The notice goes with its page: elsewhere its "Why?" would have no dialog to open. Hovered, its own 5 s
  // start again once the pointer leaves it, for the click on Study Home.
  await page.getByText("2 of 3 participant(s) asked").hover();
  await expect(page.getByRole("button", { name: "Why?" })).toBeVisible();
  await page.getByRole("link", { name: "Study Home" }).first().click();
  await expect(page).not.toHaveURL(/\/matched\//);
  await expect(page.getByRole("button", { name: "Why?" })).toHaveCount(0, { timeout: 1_500 });
});

test("walks the profiles of a list with Previous and Next and goes back to the list", async ({ page }) => {
  await openList(page, STUDY_FOR_WALK);
  const names = await rows(page).getByRole("link").allTextContents();
  expect(names.length).toBeGreaterThan(2);
  await rows(page).first().getByRole("link").click();
  await expect(page.getByText("Beginning of List")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous participant" })).toBeDisabled();
  await page.getByRole("button", { name: "Next participant" }).click();
  await expect(page.getByRole("heading", { level: 2, name: names[1] })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous participant" })).toBeEnabled();
  await page.getByRole("button", { name: "Previous participant" }).click();
  await expect(page.getByRole("heading", { level: 2, name: names[0] })).toBeVisible();

  await page.goto(appPath(`/studies/${STUDY_FOR_WALK}/matched/exact`));
  await rows(page).last().getByRole("link").click();
  await expect(page.getByText("End of list")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next participant" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to participants" }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${STUDY_FOR_WALK}/matched/exact`));
});

test("an unknown list goes to the 404 page, a participant no longer listed to a modal, and an inactive study explains why it has no matches", async ({
  page,
}) => {
  await page.goto(appPath(`/studies/${STUDY_FOR_WALK}/matched/maybe`));
  await expect(page).toHaveURL(/\/404-page-not-found$/);
  await page.goto(appPath(`/studies/${STUDY_FOR_WALK}/matched/exact/999999`));
  const gone = page.getByRole("dialog", { name: "Participant no longer in list" });
  await expect(gone).toBeVisible();
  await expectAccessible(page);
  await gone.getByRole("link", { name: "OK, refresh list" }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${STUDY_FOR_WALK}/matched/exact$`));

  await page.goto(appPath(`/studies/${INACTIVE_STUDY}/matched/exact`));
  await expect(
    page.getByText("Your study cannot have matched participants because it isn't active."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto(appPath(`/studies/${INACTIVE_STUDY}/matched/dismissed`));
  await expect(
    page.getByText("You cannot take actions on participants while the study is inactive."),
  ).toBeVisible();
});
