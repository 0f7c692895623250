import { appPath, expect, expectAccessible, test } from "./fixtures";

// e2e/serve.ts starts a real OpenID provider on loopback (oidc-provider, its development login form).
test("a staff member signs in through the university's OpenID provider and lands on the study list", async ({
  page,
}) => {
  await page.goto(appPath("/login/study-team"));
  const button = page.getByRole("link", { name: "Sign in with Test University" });
  await expect(button).toBeVisible();
  // The password form stays beside it (STAFF_PASSWORD_LOGIN is on here).
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  await expectAccessible(page);
  await button.click();

  // The provider's own page, on another origin.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill("pi@example.edu");
  await page.locator('input[name="password"]').fill("the university checks this, not Recruit");
  await page.getByRole("button", { name: "Sign-in" }).click();

  await expect(page).toHaveURL(/\/study-team\/studies\/current$/);
  await expect(page.getByText(/Hi .*, which study would you like to work on\?/)).toBeVisible();

  // Signing out ends Recruit's session and the provider's, and comes back to the sign-in page.
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("button", { name: "Yes, sign me out" }).click();
  await expect(page).toHaveURL(/\/study-team\/login\/study-team$/);
  await expect(page.getByRole("link", { name: "Sign in with Test University" })).toBeVisible();
});

test("a failed single sign-on comes back to the sign-in page, which says why", async ({ page }) => {
  await page.goto(appPath("/login/study-team?ssoError=deactivated"));
  await expect(page.getByRole("alert")).toContainText("Your account is deactivated.");
  await expectAccessible(page);
});
