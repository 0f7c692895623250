import { readFileSync } from "node:fs";
import { appPath, expect, expectAccessible, outOfSightSideways, signIn, test } from "./fixtures";

// A demo study no browser test changes (index i is STUDY0000{1001+i}), with 25 to 70 interested
// volunteers, some of whom came by the demo's tagged links (flyer-2026, newsletter).
const STUDY = "STUDY00001012";

test("opens Insights from the dashboard, reads the charts' tables and downloads the figures", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await signIn(page, "pi@example.edu");
  await page.goto(appPath(`/studies/${STUDY}`));

  // A tagged link for a flyer, copied as the study link is.
  await page.getByLabel("Tag for a flyer, newsletter or post").fill("poster 3");
  await expect(page.getByText("Use letters, digits, dots, hyphens and underscores only")).toBeVisible();
  await page.getByLabel("Tag for a flyer, newsletter or post").fill("poster-3");
  await expect(page.getByLabel("Tagged link")).toHaveValue(
    new RegExp(`/participate/studies/${STUDY}\\?src=poster-3$`),
  );
  await page.getByRole("button", { name: "Copy tagged link" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\?src=poster-3$/);

  await page.getByRole("link", { name: /^Insights/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  const funnel = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Of the step before" }) });
  await expect(funnel.getByRole("row")).toHaveCount(5);
  const interested = Number(
    await funnel
      .getByRole("row", { name: /^Interested/ })
      .getByRole("cell")
      .first()
      .textContent(),
  );
  const lists = page.getByRole("table").filter({ has: page.getByText("The lists now") });
  const cells = (await lists.getByRole("cell").allTextContents()).map(Number);
  // New + Eligible + Ineligible + Pending are the interested.
  expect(cells.slice(3).reduce((sum, count) => sum + count, 0)).toBe(interested);
  expect(interested).toBeGreaterThanOrEqual(25);
  // More showed interest than were asked (some came by the tagged links): the page says why a step of the
  // funnel can count more than the one before it.
  const asked = Number(
    await funnel
      .getByRole("row", { name: /^Asked if interested/ })
      .getByRole("cell")
      .first()
      .textContent(),
  );
  expect(interested).toBeGreaterThan(asked);
  await expect(page.getByText(/^Volunteers can also show interest from the study's link/)).toBeVisible();
  await expect(page.getByRole("img", { name: /Participants at each step of recruitment/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Volunteers who showed interest, per week/ })).toBeVisible();
  const sources = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Tag" }) });
  await expect(sources.getByRole("rowheader", { name: "flyer-2026" })).toBeVisible();
  await expect(sources.getByRole("rowheader", { name: "no tag" })).toBeVisible();
  await expectAccessible(page);

  // By keyboard the charts are passed over: their drawing layers take no stop (recharts 3.11.0 left each
  // chart four invisible ones in Chromium), and the next stops are the tables that carry their figures.
  await page.getByRole("link", { name: "Download figures (CSV)" }).focus();
  const stops: string[] = [];
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (focused?.closest("svg")) return "a chart's drawing";
        return focused?.getAttribute("aria-label") ?? focused?.textContent ?? "";
      }),
    );
  }
  expect(stops).toEqual([
    "Participants at each step of recruitment",
    "The lists now",
    "Answer the waiting participants",
  ]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download figures (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${STUDY}-insights.csv`);
  const lines = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  expect(lines[0]).toBe("Section,Item,Value");
  expect(lines).toContain(`Funnel,Interested,${interested}`);

  // At a phone's width the page still reads without sideways scrolling of the page itself.
  // The charts follow their container's new width a frame or two after it changes (a ResizeObserver).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectAccessible(page);
  // The sources' table is a card a tag there, each figure beside its name, none out of sight.
  const pending = sources.getByRole("row").nth(1).getByRole("cell").nth(4);
  const shownName = () => pending.evaluate((cell) => getComputedStyle(cell, "::before").content);
  await expect.poll(shownName).toContain("Pending");
  expect(await outOfSightSideways(page)).toEqual([]);
  // The lists' caption runs across their cards, on one line (it stood in a column one word wide).
  const listsCaption = lists.locator("caption");
  await expect.poll(() => listsCaption.evaluate((caption) => caption.getClientRects().length)).toBe(1);
  const captionBox = await listsCaption.boundingBox();
  expect(captionBox?.height).toBeLessThan(30);
  // Where it fits, it is a table again, its names in its header only.
  await page.setViewportSize({ width: 1280, height: 740 });
  await expect.poll(shownName).toBe("none");
  expect(await outOfSightSideways(page)).toEqual([]);
  // Its caption is read before its figures, as the charts' are: above the table, not under it.
  const captionBottom = (await listsCaption.boundingBox())?.y ?? 0;
  const headerTop = (await lists.getByRole("columnheader").first().boundingBox())?.y ?? 0;
  expect(captionBottom).toBeLessThan(headerTop);
  await context.close();
});

test("after an upgrade, a page whose code the servers no longer have is loaded anew, not an error", async ({
  page,
}) => {
  await signIn(page, "pi@example.edu");
  await page.goto(appPath(`/studies/${STUDY}`));
  await expect(page.getByRole("link", { name: /^Insights/ })).toBeVisible();
  // The page in the browser is the previous build's: the upgraded servers answer 404 for its Insights code
  // for as long as it stays. A page loaded anew is the new build's, whose code they have (here, the same files).
  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  let refused = 0;
  await page.route(/\/assets\/insights-page-[^/]+\.js$/, async (route) => {
    if (loads.length > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: "Not Found" });
  });
  await page.getByRole("link", { name: /^Insights/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/studies/${STUDY}/insights$`));
  // Loaded anew once, at the address the link opened.
  expect(refused).toBeGreaterThan(0);
  expect(loads).toEqual([page.url()]);
});
