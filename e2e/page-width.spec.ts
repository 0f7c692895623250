import type { Page } from "@playwright/test";
import {
  appPath,
  csrfHeaders,
  DEMO_PASSWORD,
  expect,
  outOfSightSideways,
  signIn,
  test,
  textsCutShort,
} from "./fixtures";

// A study the pages below only read: its lists are not moved by any other test.
const STUDY = "STUDY00001012";

test.use({ viewport: { width: 360, height: 780 } });

/** The roles and names of Chromium's own accessibility tree of the page, as a screen reader gets them. */
async function chromiumAccessibilityTree(page: Page): Promise<{ role: string; name: string }[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  return nodes.map((node) => ({
    role: String(node.role?.value ?? ""),
    name: String(node.name?.value ?? ""),
  }));
}

/**
 * The page fits the phone's width (with a reader's own styles, when given): nothing widens it so that the whole page scrolls sideways, and no
 * link, control or table cell waits to the right of a box that scrolls sideways (a wide table is a card
 * a row on a phone).
 */
async function expectFitsWidth(page: Page, path: string, readerStyles?: string): Promise<void> {
  await page.goto(appPath(path));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  if (readerStyles) await page.addStyleTag({ content: readerStyles });
  const viewport = page.viewportSize()?.width ?? 360;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(viewport);
  // Nor is a word cut short to fit it: a study's status read "A…", a button lost its last letters.
  expect(await textsCutShort(page), `${path} cuts texts short`).toEqual([]);
  expect(await outOfSightSideways(page), `${path} hides things to the right`).toEqual([]);
}

const TEAM_PAGES = [
  "/studies/current",
  `/studies/${STUDY}`,
  `/studies/${STUDY}/interested/new`,
  `/studies/${STUDY}/interested/all`,
  `/studies/${STUDY}/matched/exact`,
  `/studies/${STUDY}/inbox`,
  `/studies/${STUDY}/insights`,
  `/studies/${STUDY}/study-information`,
  `/studies/${STUDY}/eligibility-criteria`,
  `/studies/${STUDY}/team-access`,
  `/studies/${STUDY}/screening-questions`,
  `/studies/${STUDY}/message-templates`,
  `/studies/${STUDY}/attachments`,
];

test("a study team's pages fit a phone's width", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "pi@example.edu");
  for (const path of TEAM_PAGES) await expectFitsWidth(page, path);
  // The interested list is a card a row, each value beside its column's name. Its participants'
  // "Waiting N days", which read "Waiting …" once, were among the texts checked whole above.
  await page.goto(appPath(`/studies/${STUDY}/interested/new`));
  const table = page.getByRole("table");
  const row = table.getByRole("row").nth(1);
  await expect(row.getByText(/^Waiting \d+ days?$/)).toBeVisible();
  expect((await table.boundingBox())?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(360);
  const gender = row.getByRole("cell").nth(2);
  expect(await gender.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("Gender");
  // A screen reader is still given a table (Chromium's own tree, not Playwright's reading of the markup),
  // and a cell's name once: the name shown beside it is the column header's, not read out again.
  const tree = await chromiumAccessibilityTree(page);
  const roles = new Set(tree.map((node) => node.role));
  for (const role of ["table", "row", "columnheader", "cell"]) expect(roles, role).toContain(role);
  const genderText = ((await gender.textContent()) ?? "").trim();
  expect(tree.some((node) => node.role === "cell" && node.name === genderText)).toBe(true);
  expect(tree.some((node) => node.role === "cell" && node.name.startsWith("Gender"))).toBe(false);
  // Deep in a study the header takes three lines, not four: the study's title beside 'Study Home'.
  const banner = page.getByRole("banner");
  const studyHome = await banner.getByRole("link", { name: "Study Home" }).boundingBox();
  const studyTitle = await banner.locator("p[title]").boundingBox();
  expect(Math.abs((studyHome?.y ?? 0) - (studyTitle?.y ?? Number.POSITIVE_INFINITY))).toBeLessThan(8);
  // A matched volunteer's card begins with the name, though the table's first column is the User ID.
  await page.goto(appPath(`/studies/${STUDY}/matched/exact`));
  const matched = page.getByRole("table").getByRole("row").nth(1);
  const nameBox = await matched.getByRole("link").first().boundingBox();
  const userIdBox = await matched.getByRole("cell").nth(1).boundingBox();
  expect(nameBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(userIdBox?.y ?? 0);
});

/** WCAG 1.4.12's text spacing, as a reader's own style sheet may set it: no content or function may be lost. */
const WCAG_TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** The text twice its size: WCAG 1.4.4 at a laptop's width, and on a phone its own text-size setting. */
const TWICE_THE_TEXT = "html { font-size: 200% !important; }";

test("at 320 px with WCAG's text spacing, a study team's pages keep every text whole", async ({ page }) => {
  // Reflow at 320 px (WCAG 1.4.10) with the text spacing of 1.4.12: a study's status was pushed out of its
  // card by a long word of the title beside it, and a condition's pill read "Non-alcoholic fatty liver …".
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "pi@example.edu");
  for (const path of TEAM_PAGES) await expectFitsWidth(page, path, WCAG_TEXT_SPACING);
});

test("with its text twice its size at 1280 px, a study team's pages keep every text whole", async ({
  page,
}) => {
  // WCAG 1.4.4: the dashboard's "Inclusion/Exclusion Criteria" ran out of its card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "pi@example.edu");
  for (const path of TEAM_PAGES) await expectFitsWidth(page, path, TWICE_THE_TEXT);
});

const ADMIN_PAGES = [
  "/admin",
  "/admin/jobs",
  "/admin/settings",
  "/admin/announcements",
  "/admin/outbox",
  "/customer-support",
  "/customer-support/help-participants",
  "/customer-support/manage-study-importers",
  "/study-import",
];

test("at 320 px with WCAG's text spacing, an administrator's pages keep every text whole", async ({
  page,
}) => {
  // A job's name ran out of its card, and a setting's Save button was out of sight beside its field.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "admin@example.edu");
  for (const path of ADMIN_PAGES) await expectFitsWidth(page, path, WCAG_TEXT_SPACING);
});

test("an administrator's pages, with every link of the header, fit a phone's width", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "admin@example.edu");
  for (const path of ADMIN_PAGES) await expectFitsWidth(page, path);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log out" }),
  ).toBeVisible();
});

/** The address of the first link in `path`'s main content whose address holds `part` (a list's first row). */
async function firstLinkIn(page: Page, path: string, part: string): Promise<string> {
  await page.goto(appPath(path));
  const link = page.getByRole("main").locator(`a[href*="${part}"]`).first();
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute("href")) ?? "", page.url()).href;
}

/** A page of each kind that a list leads to: a list's row, a conversation, a job. */
const DETAIL_LINKS = {
  team: [
    [`/studies/${STUDY}/interested/all`, "/interested/all/"],
    [`/studies/${STUDY}/matched/exact`, "/matched/exact/"],
    [`/studies/${STUDY}/inbox`, "/inbox/"],
  ],
  admin: [["/admin/jobs", "/admin/jobs/"]],
} as const;

for (const [who, email, pages, details] of [
  ["a study team's", "pi@example.edu", TEAM_PAGES, DETAIL_LINKS.team],
  ["an administrator's", "admin@example.edu", ADMIN_PAGES, DETAIL_LINKS.admin],
] as const)
  test(`on a phone with its text twice its size, ${who} pages keep every text whole`, async ({ page }) => {
    // A card's column names and values, its buttons and a long e-mail address ran past its edge; a tab's
    // name past the page's; a setting's field out of its card; the Insights weeks and the feasibility's
    // breakdowns scrolled out of sight: each is now a card where it does not fit, its words wrapped. An
    // interested volunteer's e-mail address widened the profile to 492 px.
    await page.goto(appPath("/login/study-team"));
    await signIn(page, email);
    for (const path of pages) await expectFitsWidth(page, path, TWICE_THE_TEXT);
    for (const [list, part] of details)
      await expectFitsWidth(page, await firstLinkIn(page, list, part), TWICE_THE_TEXT);
  });

// A test a width: thirteen pages drawn and walked three times over outlasted one test's time in the full suite.
for (const width of [768, 1024, 1280])
  test(`at ${width} px, no column of a team's page waits to the right of its box`, async ({ page }) => {
    // The interested list's ten columns beside the lists' menu were 20 px wider than their place at 1280 px,
    // and the labels' column was cut at the box's edge until it was scrolled; at 1024 and 768 px more of
    // them. Where a table does not fit, it is a card a row.
    await page.setViewportSize({ width, height: 800 });
    await page.goto(appPath("/login/study-team"));
    await signIn(page, "pi@example.edu");
    for (const path of TEAM_PAGES) {
      await page.goto(appPath(path));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await outOfSightSideways(page), `${path} at ${width} px hides things to the right`).toEqual([]);
    }
  });

test("on a small laptop and a large one the interested list is a table, its lists' menu a button below 1200 px", async ({
  page,
}) => {
  await page.goto(appPath("/login/study-team"));
  await signIn(page, "pi@example.edu");
  // On a small laptop and a large one the interested list is a table: below 1200 px its lists' menu is a
  // button above it (beside the side navigation, at 1024 px it was cards), above it the side navigation.
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const gender = page.getByRole("table").getByRole("row").nth(1).getByRole("cell").nth(2);
    await expect
      .poll(() => gender.evaluate((cell) => getComputedStyle(cell, "::before").content), {
        message: `${width} px`,
      })
      .toBe("none");
    await expect(page.getByRole("navigation", { name: "Lists & Labels" })).toBeVisible({
      visible: width >= 1200,
    });
  }
});

/** A volunteer's pages, the public ones and those of the demo's parent of loved ones once signed in. */
const PUBLIC_VOLUNTEER_PAGES = ["/participate", "/participate?q=heart", "/participate/studies/STUDY00001021"];
const SIGNED_IN_VOLUNTEER_PAGES = [
  "/volunteer",
  "/volunteer/profile",
  "/volunteer/studies-for-you",
  "/volunteer/messages",
  "/volunteer/loved-ones",
  "/volunteer/who-viewed-my-data",
  "/volunteer/account",
];

for (const locale of ["en-US", "es-ES"])
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("on a phone with its text twice its size, a volunteer's pages keep every text whole", async ({
      page,
    }) => {
      // A volunteer's e-mail address widened the profile page to 502 px, and the badge "Healthy volunteers
      // welcome" ("Se aceptan voluntarios sanos") was cut at its card's edge.
      for (const path of PUBLIC_VOLUNTEER_PAGES) await expectFitsWidth(page, path, TWICE_THE_TEXT);
      const answer = await page.request.post(appPath("/backend/public/volunteers/login"), {
        headers: await csrfHeaders(page),
        data: { email: "casey.supportcase@example.org", password: DEMO_PASSWORD },
      });
      expect(answer.status()).toBe(200);
      for (const path of SIGNED_IN_VOLUNTEER_PAGES) await expectFitsWidth(page, path, TWICE_THE_TEXT);
    });
  });
