import { appPath, csrfHeaders, expect, expectAccessible, signIn, test } from "./fixtures";

// The browser tests' servers send mail through an SMTP server (e2e/serve.ts): the outbox then lists what
// was written and sent, and keeps each mail's text, links included, for its recipient (e2e/outbox.spec.ts
// is the outbox without SMTP).
test("with SMTP the outbox lists the mail sent, and shows no mail's text", async ({ page }) => {
  const email = `outbox.smtp.${Date.now()}@example.org`;
  await page.goto(appPath("/volunteer/sign-up"));
  const signUp = await page.request.post(appPath("/backend/public/volunteers/sign-up"), {
    headers: await csrfHeaders(page),
    data: { firstName: "Sue", lastName: "Smtp", email, password: "a long volunteer password" },
  });
  expect(signUp.status()).toBe(204);

  await signIn(page, "admin@example.edu");
  await page.goto(appPath("/admin/outbox"));
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(
    page.getByText(/E-mail goes out through the SMTP server.*kept here 30 days after it was sent/),
  ).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  // Sent within a second or two (MAIL_SEND_INTERVAL_SECONDS is 1 there): read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(row).not.toContainText("Waiting", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole("link")).toHaveCount(0);
  await expectAccessible(page);

  const answer = await page.request.get(appPath("/backend/secure/admin/outbox"));
  const newest = ((await answer.json()) as { page: { id: number; toAddress: string }[] }).page.find(
    (mail) => mail.toAddress === email,
  );
  await page.goto(appPath(`/admin/outbox/${newest?.id}`));
  await expect(page.getByText(/its text is shown here only while no SMTP server is set/)).toBeVisible();
  await expect(page.getByText("token=")).toHaveCount(0);
  await expectAccessible(page);
});
