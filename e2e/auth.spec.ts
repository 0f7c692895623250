import { appPath, expect, expectAccessible, logIn, test } from "./fixtures";

test.describe("Behaviour", () => {
  test("a study-team member logs in and out", async ({ page }) => {
    await page.goto(appPath("/login/study-team"));
    await expectAccessible(page);
    await logIn(page, "pi@example.edu");
    await expect(page).toHaveURL(/\/study-team\/studies\/current$/);
    await expect(
      page.getByRole("heading", { name: "Hi Patricia, which study would you like to work on?" }),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Current Studies" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/study-team\/login\/study-team$/);
    await page.goto(appPath("/studies/current"));
    await expect(page).toHaveURL(/\/login\/study-team\?redirectUrl=/);
  });

  test("a keyboard skips the header, and each new page takes the focus on its heading", async ({ page }) => {
    await page.goto(appPath("/login/study-team"));
    await logIn(page, "pi@example.edu");
    // The sign-in's button went with its page: the focus is on the new page's heading, not nowhere.
    const heading = page.getByRole("heading", { level: 1, name: /^Hi Patricia/ });
    await expect(heading).toBeFocused();

    // A fresh page: the first Tab reaches the skip link, which shows and leads past the header.
    await page.reload();
    await expect(heading).toBeVisible();
    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page).toHaveURL(/\/studies\/current$/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tab", { name: "Current Studies" })).toBeFocused();

    // Another tab of the same page keeps the focus on the tabs.
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/studies\/archived$/);
    await expect(page.getByRole("tab", { name: "Archived Studies" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/studies\/current$/);
    // The address changes before the list does: the archived studies show until the tab is selected.
    await expect(page.getByRole("tab", { name: "Current Studies" })).toHaveAttribute("aria-selected", "true");

    // A study followed by its link: its dashboard's heading takes the focus.
    const first = page.getByRole("article").first().getByRole("link").first();
    const title = (await first.textContent())?.trim() ?? "";
    const study = page.getByRole("link", { name: title, exact: true });
    await study.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeFocused();
    await expectAccessible(page);
  });

  test("a keyboard shows the password typed, from the button beside it", async ({ page }) => {
    await page.goto(appPath("/login/study-team"));
    const password = page.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("demo-password");
    await expect(password).toHaveAttribute("type", "password");
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: "Toggle password visibility" });
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const id = await password.getAttribute("id");
    await expect(page.locator(`input#${id}`)).toHaveAttribute("type", "text");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Log in" })).toBeFocused();
  });

  test("a visitor opening the study list logs in and comes back to it", async ({ page }) => {
    await page.goto(appPath("/studies/archived?page=1"));
    await expect(page).toHaveURL(
      /\/study-team\/login\/study-team\?redirectUrl=%2Fstudies%2Farchived%3Fpage%3D1$/,
    );
    await logIn(page, "member@example.edu");
    await expect(page).toHaveURL(/\/study-team\/studies\/archived\?page=1$/);
    await expect(page.getByRole("heading", { name: /^Hi Marcus/ })).toBeVisible();
  });

  test("a newcomer accepts the user agreement and returns to the list", async ({ page }) => {
    await page.goto(appPath("/studies/current"));
    await logIn(page, "new@example.edu");
    await expect(page).toHaveURL(/\/user-agreement\?redirect-url=%2Fstudies%2Fcurrent$/);
    await expectAccessible(page);
    // Opened cold, the page's staff check is asked early (decision 025): it still leads to the agreement.
    await page.goto(appPath("/studies/current"));
    await expect(page).toHaveURL(/\/user-agreement\?redirect-url=%2Fstudies%2Fcurrent$/);
    await expect(page.getByRole("button", { name: "I agree" })).toBeVisible();
    await page.getByRole("button", { name: "I agree" }).click();
    await expect(page).toHaveURL(/\/study-team\/studies\/current$/);
    await expect(page.getByRole("heading", { name: /^Hi Nina/ })).toBeVisible();
  });

  test("an unknown path lands on the page-not-found page", async ({ page }) => {
    await page.goto(appPath("/no/such/page"));
    await expect(page).toHaveURL(/\/study-team\/404-page-not-found$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the static pages are reachable and accessible", async ({ page }) => {
    for (const [path, heading] of [
      ["/privacy", "Privacy policy"],
      ["/invite-failed", "We were unable to process your invite"],
      ["/app-error?error-id=abc-123", "Something went wrong"],
      ["/not-authorized", "Not authorized"],
    ] as const) {
      await page.goto(appPath(path));
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    await page.goto(appPath("/503.html"));
    await expect(page.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
    // The volunteers read it in Spanish as well: a static page has no language of the reader's to choose.
    await expect(page.getByRole("heading", { name: "Volveremos pronto" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the cookie banner is opt-in and remembers the choice", async ({ page, context }) => {
    await page.goto(appPath("/privacy"));
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "cookie_consent")?.value).toBe("accepted");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Privacy policy" })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe("Adversarial", () => {
  test("a user without ADMIN opening an admin page lands on /not-authorized", async ({ page }) => {
    await page.goto(appPath("/admin"));
    await logIn(page, "pi@example.edu");
    await expect(page).toHaveURL(/\/study-team\/not-authorized\?required-role=ADMIN$/);
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByRole("link", { name: "App Admin" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an administrator sees the admin links and page", async ({ page }) => {
    await page.goto(appPath("/admin"));
    await logIn(page, "admin@example.edu");
    await expect(page.getByRole("heading", { name: "App Admin" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Customer Support" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Study Import" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a wrong password shows one message that does not say which part was wrong", async ({ page }) => {
    await page.goto(appPath("/login/study-team"));
    await logIn(page, "pi@example.edu", "wrong-password");
    await expect(page.getByRole("alert")).toContainText("The email or password you entered is incorrect.");
    await expect(page).toHaveURL(/\/login\/study-team$/);
  });

  test("a login link that points to another site stays on this one", async ({ page }) => {
    await page.goto(
      appPath(`/login/study-team?redirectUrl=${encodeURIComponent("https://evil.example.com/")}`),
    );
    await logIn(page, "member@example.edu");
    await expect(page).toHaveURL(/\/study-team\/studies\/current$/);
  });

  test("an old hash-style address is rewritten", async ({ page }) => {
    await page.goto(appPath("/#/studies/current"));
    await expect(page).toHaveURL(
      /\/study-team\/(studies\/current|login\/study-team\?redirectUrl=%2Fstudies%2Fcurrent)$/,
    );
  });

  test("an old bookmark of the studies (study-team/#studies) opens the current studies", async ({ page }) => {
    await page.goto(appPath("/login/study-team"));
    await logIn(page, "member@example.edu");
    await expect(page).toHaveURL(/\/studies\/current$/);
    await page.goto(appPath("/#studies?page=1"));
    await expect(page).toHaveURL(/\/study-team\/studies\/current\?page=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).not.toHaveTitle(/not found/i);
  });
});
