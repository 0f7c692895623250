import type { Page } from "@playwright/test";
import { appPath, expect, signIn, test } from "./fixtures";

/** Collects, from every document the page opens from now on, what its Content-Security-Policy refused. */
async function recordRefusals(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const refusals: string[] = [];
    (window as unknown as { refusals: string[] }).refusals = refusals;
    document.addEventListener("securitypolicyviolation", (event) =>
      refusals.push(`${event.effectiveDirective} ${event.blockedURI} in ${event.sourceFile}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { refusals: string[] }).refusals);
}

// The server's policy allows no eval; a page that tries is refused, and the browser reports it.
test.describe("the pages stay within their Content-Security-Policy", () => {
  test("a staff page that validates its data asks for no eval", async ({ page }) => {
    const refusals = await recordRefusals(page);
    await signIn(page, "pi@example.edu");
    await page.goto(appPath("/studies/current"));
    await expect(
      page.getByRole("heading", { level: 1, name: /which study would you like to work on/ }),
    ).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(10);
    expect(await refusals()).toEqual([]);
  });

  test("a volunteer's form that validates what is typed asks for no eval", async ({ page }) => {
    const refusals = await recordRefusals(page);
    await page.goto(appPath("/volunteer/sign-up"));
    const email = page.getByRole("textbox", { name: "Email" });
    await email.fill("not an address");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(await refusals()).toEqual([]);
  });
});
