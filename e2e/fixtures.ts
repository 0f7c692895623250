import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";

/** An app path under the base path, relative to baseURL ("studies/current"). */
export function appPath(path: string): string {
  return path.replace(/^\//, "");
}

/** Fails the test with the list of violations when axe finds any (WCAG 2.1 A and AA). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export const test = base;
export { expect };
