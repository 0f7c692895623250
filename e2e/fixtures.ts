import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { E2E_WORKER_PORT } from "./servers";

export const DEMO_PASSWORD = "demo-password";

/** An app path under the base path, relative to baseURL ("studies/current"). */
export function appPath(path: string): string {
  return path.replace(/^\//, "");
}

/**
 * The axe-core the rules below are read from is the one injected into the page.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe leaves its experimental rules out unless they are enabled one by one; those that test a WCAG 2.0 or
 * 2.1 A or AA criterion (label-content-name-mismatch, "label in name", among them) are enabled here.
 */
const EXPERIMENTAL_WCAG_RULES = Object.fromEntries(
  axe
    .getRules()
    .filter((rule) => rule.tags.includes("experimental") && rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .map((rule) => [rule.ruleId, { enabled: true }]),
);

/** Fails the test with the list of violations when axe finds any (WCAG 2.0/2.1 A and AA, experimental too). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // A dialog or menu fading in is half transparent: axe would measure its colours mid-transition. A CSS
  // transition is listed only once it starts, a frame after its element mounts (Mantine's transitions):
  // wait until nothing has run for three frames in a row. A loader spins for ever ("Matching in progress" on
  // a dashboard whose matching a busy run has not finished): an animation without an end is not waited for.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const ends = (animation: Animation) =>
      animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY;
    let quietFrames = 0;
    while (quietFrames < 3) {
      await frame();
      const running = document
        .getAnimations()
        .some((animation) => animation.playState === "running" && ends(animation));
      quietFrames = running ? 0 : quietFrames + 1;
    }
  });
  // axe-core runs in the page itself, put there once per document (each of its frames too): @axe-core/playwright
  // injected its 560 KB into the page on every call, then again into a blank page of its own to finish the run,
  // ~2.2 s a check against ~0.5 (decision 020, item 24).
  for (const frame of page.frames()) {
    const hasAxe = await frame.evaluate(() => "axe" in window);
    if (!hasAxe) await frame.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    ({ tags, rules }) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules,
      }),
    { tags: WCAG_TAGS, rules: EXPERIMENTAL_WCAG_RULES },
  );
  expect(results.testEngine.version, "the axe-core that ran is the one whose rules were chosen").toBe(
    axe.version,
  );
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Fills and sends the staff login form the page shows (auth.spec.ts tests the form itself). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The CSRF header a write through `page.request` needs, as the web app sends it (the page's own cookies). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await (await page.request.get(appPath("/backend/csrf"))).json()) as {
    headerName: string;
    token: string;
  };
  return { [csrf.headerName]: csrf.token };
}

/**
 * Signs a staff member in through the API the login form calls, with the page's own cookies, without
 * loading the form and the page it lands on: a test that is about another page starts there at once
 * (the form cost each test ~1 s on a fast machine, more on a slow one; decision 020, item 25).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post(appPath("/backend/public/login"), {
    headers: await csrfHeaders(page),
    data: { email, password },
  });
  expect(answer.status(), `${email} signs in`).toBe(200);
}

/**
 * Errors the page reports from now on: a hydration that did not match the server's markup is one, and so is
 * a render React had to start again (it reports both).
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * The texts within `scope` that are cut short: wider than the box that shows them, which hides the rest (a
 * badge's "Nor…", a button's last words). A text whose whole shows on hover (a `title`) and a visually
 * hidden one are meant so. A table wider than its page scrolls in its own box instead.
 */
export function textsCutShort(page: Page, scope = "body"): Promise<string[]> {
  return page.locator(`${scope} *`).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = style.textOverflow === "ellipsis" || style.overflowX === "hidden";
        // Visually hidden: clipped to nothing, a rem wide (2 px with the text twice its size).
        const visuallyHidden = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
        return (
          hides &&
          !visuallyHidden &&
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1 &&
          (element.textContent ?? "").trim() !== "" &&
          element.closest("[title]") === null
        );
      })
      .map((element) => (element.textContent ?? "").trim()),
  );
}

/**
 * The links, controls and table cells that lie beyond the page's width or beyond the box they scroll in,
 * out of sight until it is scrolled sideways: on a phone a wide table's right-hand columns did (the
 * templates' Edit and Delete among them), and at a laptop's width the interested list's labels. What is
 * hidden on purpose (a column's name kept for screen readers) is 1 px wide and left out.
 * A cell whose own text is wider than it is counts too: a setting's long name ran out of its card on a phone.
 */
export function outOfSightSideways(page: Page): Promise<string[]> {
  return page.locator("main :is(a, button, input, select, textarea, td, th)").evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden")
          return false;
        let left = 0;
        let right = document.documentElement.clientWidth;
        for (let scroller = element.parentElement; scroller; scroller = scroller.parentElement) {
          if (getComputedStyle(scroller).overflowX === "visible") continue;
          const shown = scroller.getBoundingClientRect();
          left = Math.max(left, shown.left);
          right = Math.min(right, shown.right);
        }
        // A cell's own text wider than the cell (one long word) runs out of it, out of sight or over its neighbour.
        const spills = /^T[DH]$/.test(element.tagName) && element.scrollWidth > element.clientWidth + 1;
        return box.left < left - 0.5 || box.right > right + 0.5 || spills;
      })
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      ),
  );
}

/** The texts in the page's tables that are cut short (textsCutShort). */
export const textsCutShortInTables = (page: Page): Promise<string[]> => textsCutShort(page, "table");

/** The port of this worker's app server (e2e/servers.ts), for what the tests read beside the browser (its mail). */
export function e2ePort(): string {
  return String(E2E_WORKER_PORT);
}

export const test = base;
export { expect };
