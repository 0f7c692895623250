import { appPath, expect, expectAccessible, test } from "./fixtures";

// The check every other test relies on: it must fail on a page that breaks a WCAG rule.
test("the accessibility check fails a page with an image that has no text alternative", async ({ page }) => {
  await page.goto(appPath("/login/study-team"));
  await expectAccessible(page);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    document.querySelector("main")?.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt/);
});
