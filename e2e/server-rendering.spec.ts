import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import type { Page } from "@playwright/test";
import { appPath, expect, expectAccessible, pageErrors, test } from "./fixtures";

const require = createRequire(import.meta.url);

// An active demo study: adults 60-90 with hearing loss.
const STUDY = "STUDY00001021";
const STUDY_TITLE = "Hearing Aids and Thinking Skills";

test.describe("the volunteers' first pages come rendered by the server (issue 25)", () => {
  test.describe("with JavaScript off, as a phone shows them before the page's scripts have arrived", () => {
    test.use({ javaScriptEnabled: false, locale: "es-ES" });

    test("the landing page searches as a plain form, and a study's page opens, in Spanish", async ({
      page,
    }) => {
      await page.goto(appPath("/participate"));
      await expect(
        page.getByRole("heading", { level: 1, name: "Encuentre un estudio de investigación" }),
      ).toBeVisible();
      await page.getByRole("textbox", { name: "Palabra clave" }).fill("hearing");
      await page.getByRole("button", { name: "Buscar", exact: true }).click();
      await expect(page).toHaveURL(/\/participate\?q=hearing/);
      await expect(page.getByRole("heading", { name: /^Se encontr(ó|aron) \d+ estudios?$/ })).toBeVisible();
      await page.getByRole("link", { name: STUDY_TITLE }).click();
      await expect(page.getByRole("heading", { level: 1, name: STUDY_TITLE })).toBeVisible();
      await expect(page.getByRole("link", { name: "Me interesa" })).toBeVisible();
    });
  });

  test("the browser takes over the server's page without drawing it again, and it works as before", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const reads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/backend/public/participate/studies")) reads.push(request.url());
    });
    await page.goto(appPath(`/participate/studies/${STUDY}`));
    await expect(page.getByRole("heading", { level: 1, name: STUDY_TITLE })).toBeVisible();
    // The page's own read came with the page: the browser did not ask for it.
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to the search" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find a research study" })).toBeVisible();
    await page.getByRole("textbox", { name: "Keyword" }).fill("hearing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/participate\?q=hearing$/);
    await expect(page.getByRole("link", { name: STUDY_TITLE })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/participate$/);
    await page.getByLabel("Language").selectOption("es");
    await expect(
      page.getByRole("heading", { level: 1, name: "Encuentre un estudio de investigación" }),
    ).toBeVisible();
    // The choice is the server's too: a new visit comes rendered in Spanish.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("heading", { level: 1, name: "Encuentre un estudio de investigación" }),
    ).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

/** Mantine's classes on the page that no rule of its stylesheets names: a style the first page lacks. */
function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(/m_[0-9a-f]+/g) ?? []) styled.add(name);
        if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set(
      Array.from(document.querySelectorAll("[class]")).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^m_[0-9a-f]+$/.test(name)),
      ),
    );
    return [...used].filter((name) => !styled.has(name));
  });
}

test("a volunteer's first page fetches its code in a few files, none of it another area's", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(basename(new URL(request.url()).pathname));
  });
  await page.goto(appPath("/participate"));
  await page.waitForLoadState("networkidle");
  expect(scripts.length, scripts.join(", ")).toBeGreaterThan(0);
  expect(scripts.length, scripts.join(", ")).toBeLessThanOrEqual(6);
  // Rolldown's runtime, a few lines of its own, comes without a source map.
  const sourcesOf = (file: string) => {
    const map = join("dist", "assets", `${file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources : [];
  };
  const sources = scripts.flatMap(sourcesOf);
  const otherAreas = /web\/features\/(?!volunteer\/|auth\/)|web\/app\/(staff-routes|layout\/app-layout)\./;
  expect(sources.filter((source) => otherAreas.test(source))).toEqual([]);
  expect(sources.some((source) => source.endsWith("web/features/volunteer/pages/participate-page.tsx"))).toBe(
    true,
  );
});

// Mantine's table, which no first page shows: its rules come with all the styles only.
const TABLE_CLASS = /\.(m_[0-9a-f]+)/.exec(
  readFileSync(require.resolve("@mantine/core/styles/Table.css"), "utf8"),
)?.[1];

test("the first pages carry the styles of what they show, and the next page brings all of them", async ({
  page,
}) => {
  const hasRuleFor = (name: string) =>
    page.evaluate(
      (wanted) =>
        Array.from(document.styleSheets).some((sheet) =>
          Array.from(sheet.cssRules).some(
            (rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(wanted),
          ),
        ),
      name,
    );
  expect(TABLE_CLASS).toBeTruthy();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const address of [
      "/participate",
      "/participate?q=nothing-matches-this",
      `/participate/studies/${STUDY}`,
    ]) {
      await page.goto(appPath(address));
      await page.waitForLoadState("networkidle");
      expect(await unstyledMantineClasses(page), `${address} at ${width} px`).toEqual([]);
      expect(await hasRuleFor(TABLE_CLASS as string), address).toBe(false);
    }
  }
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page).toHaveURL(/\/volunteer\/sign-in/);
  await expect.poll(() => hasRuleFor(TABLE_CLASS as string)).toBe(true);
  expect(await unstyledMantineClasses(page)).toEqual([]);
});
