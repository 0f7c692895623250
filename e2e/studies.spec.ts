import { appPath, expect, expectAccessible, logIn, signIn, test } from "./fixtures";

// Demo study numbers by posting state (server/db/seed/demo/load-demo-data.ts: index i is STUDY0000{1001+i}).
const ENDING_SOON = "STUDY00001019";
const ACTIVE_FOR_DEACTIVATE = "STUDY00001002";
const ACTIVE_FOR_EDIT = "STUDY00001003";
const NOT_PUBLISHABLE_BLANK_PURPOSE = "STUDY00001023";
const NEVER_ACTIVATED = "STUDY00001024";
const DEACTIVATED = "STUDY00001026";
const ARCHIVED = "STUDY00001028";

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test.describe("Behaviour", () => {
  test("a staff page opened cold fetches its code while the user's access is being checked", async ({
    page,
  }) => {
    // Decision 025: the page's chunk used to be asked only once the user's details and staff check had answered.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/backend/public/auth-details", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appPath("/studies/current"));
    await expect.poll(() => asked.some((path) => /\/study-list-page-[^/]+\.js$/.test(path))).toBe(true);
    release();
    await expect(
      page.getByRole("heading", { level: 1, name: /which study would you like to work on/ }),
    ).toBeVisible();
  });

  test("without the server a page offers to load again, and the user stays signed in", async ({ page }) => {
    const faults: string[] = [];
    page.on("pageerror", (error) => faults.push(error.message));
    const unreachable = page.getByText("Recruit could not be reached. Check your connection and try again.");
    const loadFailed = page.getByText("This page could not be loaded.");
    // The check of who is signed in cannot reach the server: that is not a sign-out.
    const authDetails = "**/backend/public/auth-details";
    await page.route(authDetails, (route) => route.abort("internetdisconnected"));
    await page.goto(appPath("/studies/current"));
    await expect(loadFailed).toBeVisible();
    await expect(page).toHaveURL(/\/studies\/current$/);
    await expect(unreachable).toHaveCount(1);
    await expectAccessible(page);
    await page.unroute(authDetails);
    await page.getByRole("button", { name: "Try again" }).click();
    const list = page.getByRole("heading", { level: 1, name: /which study would you like to work on/ });
    await expect(list).toBeVisible();
    await expect(loadFailed).toHaveCount(0);
    // A proxy with no instance behind it answers 502: a study's page says the same, then loads.
    const synopsis = "**/backend/secure/staff/study-synopses/**";
    await page.route(synopsis, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<html><h1>502 Bad Gateway</h1></html>" }),
    );
    const firstStudy = page.getByRole("article").first().getByRole("link").first();
    const title = (await firstStudy.textContent()) ?? "";
    await firstStudy.click();
    await expect(loadFailed).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not found" })).toHaveCount(0);
    await page.unroute(synopsis);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(faults).toEqual([]);
  });

  test("sorts and pages the current list", async ({ page }) => {
    await page.goto(appPath("/studies/current"));
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(10);
    await expectAccessible(page);
    await page.getByLabel("Sort by").selectOption("TITLE");
    await expect(page).toHaveURL(/sort-by=TITLE/);
    const byTitle = (list: string[]) =>
      [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await expect(async () => {
      const shown = await cards.getByRole("link").allTextContents();
      expect(shown).toEqual(byTitle(shown));
    }).toPass();
    const titles = await cards.getByRole("link").allTextContents();
    await page.getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    // The URL changes before page 2 arrives: the first page stays on screen until then.
    await expect(async () => {
      const secondPage = await cards.getByRole("link").allTextContents();
      expect(secondPage[0]?.toLowerCase().localeCompare(titles[9]?.toLowerCase() ?? "")).toBeGreaterThan(0);
    }).toPass();
    await page.getByLabel("Jump to page").selectOption("3");
    await expect(page).toHaveURL(/page=3/);
    await expect(cards.first()).toBeVisible();
  });

  test("corrects a page past the end and a page that is not a number", async ({ page }) => {
    await page.goto(appPath("/studies/current?page=99"));
    await expect(page).toHaveURL(/page=1$/);
    await expect(page.getByRole("article")).toHaveCount(10);
    await page.goto(appPath("/studies/current?page=abc"));
    await expect(page.getByRole("article")).toHaveCount(10);
  });

  test("opens a study from the list and copies its link", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(appPath("/studies/current?sort-by=TITLE"));
    const first = page.getByRole("article").first().getByRole("link");
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Matched Participants" })).toBeVisible();
    // The study's home is headed by its title: the header does not say it again.
    await expect(page.getByRole("banner")).not.toContainText(title);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/participate\/studies\/STUDY\d+$/);
    await page.getByRole("button", { name: "Back to Study List" }).click();
    await expect(page).toHaveURL(/\/studies\/current\?sort-by=TITLE$/);
    await expect(page.getByRole("link", { name: "Home: study list" })).toBeVisible();
  });

  test("shows the deactivation notice when 14 days or fewer are left", async ({ page }) => {
    await page.goto(appPath(`/studies/${ENDING_SOON.toLowerCase()}`));
    await expect(page.getByText(/^This study will be deactivated in \d+ day\(s\)$/)).toBeVisible();
    await expect(page.getByText(ENDING_SOON)).toBeVisible();
  });

  test("activates a study with a deactivation date", async ({ page }) => {
    await page.goto(appPath(`/studies/${NEVER_ACTIVATED}`));
    await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Activate study" }).click();
    const dialog = page.getByRole("dialog", { name: "Activate study" });
    await dialog.getByRole("button", { name: "Activate" }).click();
    await expect(dialog.getByText("This is a required field")).toBeVisible();
    await expectAccessible(page);
    const date = new Date(Date.now() + 30 * 86_400_000);
    const typed = `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`;
    await dialog.getByLabel("Deactivation date").fill(typed);
    await dialog.getByLabel("Deactivation date").press("Tab");
    await dialog.getByRole("button", { name: "Activate" }).click();
    await expect(page.getByText(/Your study is now active/)).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText(`Deactivates on ${typed}`)).toBeVisible();
  });

  test("deactivates a study with 'I do not know'", async ({ page }) => {
    await page.goto(appPath(`/studies/${ACTIVE_FOR_DEACTIVATE}`));
    await page.getByRole("button", { name: "Deactivate study" }).click();
    const dialog = page.getByRole("dialog", { name: "Deactivate study" });
    await expect(dialog.getByLabel(/How many participants/)).toBeFocused();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(dialog.getByText("This field is required")).toBeVisible();
    await dialog.getByLabel("I do not know").check();
    await expect(dialog.getByLabel(/How many participants/)).toBeDisabled();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText(/Your study is now inactive/)).toBeVisible();
    await expect(page.getByText("Inactive", { exact: true })).toBeVisible();
  });

  test("edits the deactivation date of an active study", async ({ page }) => {
    await page.goto(appPath(`/studies/${ACTIVE_FOR_EDIT}`));
    await page.getByRole("button", { name: "Edit deactivation date" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit deactivation date" });
    const date = new Date(Date.now() + 100 * 86_400_000);
    const typed = `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`;
    await dialog.getByLabel("Deactivation date").fill(typed);
    await dialog.getByLabel("Deactivation date").press("Tab");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Deactivates on ${typed}`)).toBeVisible();
  });

  test("archives a study and unarchives another, returning to the list", async ({ page }) => {
    await page.goto(appPath(`/studies/${DEACTIVATED}`));
    await page.getByRole("button", { name: "Archive study" }).click();
    await page
      .getByRole("dialog", { name: "Archive study" })
      .getByRole("button", { name: "Archive" })
      .click();
    await expect(page).toHaveURL(/\/studies\/archived$/);
    await expect(page.getByText("Your study has been archived.")).toBeVisible();
    await expect(page.getByText(DEACTIVATED)).toBeVisible();
    await expectAccessible(page);

    await page.goto(appPath(`/studies/${ARCHIVED}`));
    await expect(page.getByText("Archived", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Unarchive study" }).click();
    await page
      .getByRole("dialog", { name: "Unarchive study" })
      .getByRole("button", { name: "Unarchive" })
      .click();
    await expect(page).toHaveURL(/\/studies\/current$/);
  });
});

test.describe("Adversarial", () => {
  test("a study that is not publishable cannot be activated, and blank fields block archiving", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${NOT_PUBLISHABLE_BLANK_PURPOSE}`));
    await page.getByRole("button", { name: "Activate study" }).click();
    const dialog = page.getByRole("dialog", { name: "You cannot activate this study" });
    await expect(dialog.getByText(/administrative review/)).toBeVisible();
    await expect(dialog.getByText(/Purpose/)).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: "Archive study" }).click();
    await page
      .getByRole("dialog", { name: "Archive study" })
      .getByRole("button", { name: "Archive" })
      .click();
    await expect(page.getByText(/must be filled in before the study can be archived/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Study Information" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/studies/${NOT_PUBLISHABLE_BLANK_PURPOSE}$`));
  });

  test("an unknown study number and another team's study land on the 404 page", async ({ page }) => {
    await page.goto(appPath("/studies/NO-SUCH-STUDY"));
    await expect(page).toHaveURL(/\/404-page-not-found$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login\/study-team$/);
    await logIn(page, "member@example.edu");
    await expect(page).toHaveURL(/\/studies\/current$/);
    // member@ is on every third demo study only; STUDY00001002 (index 1) is not one of them.
    await page.goto(appPath("/studies/STUDY00001002"));
    await expect(page).toHaveURL(/\/404-page-not-found$/);
  });
});
