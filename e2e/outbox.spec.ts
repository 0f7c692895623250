import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresAvailable } from "../scripts/postgres-available";
import { freshPostgresDatabase, type ServerProcess, startServerProcess } from "../server/test/server-process";
import { appPath, expect, expectAccessible, logIn, test } from "./fixtures";

// The app as `npm start` runs it for someone trying it out: no SMTP_URL, so mail waits in the outbox and an
// administrator reads it there. Its own server (every other browser test's has an SMTP server), on the
// PostgreSQL server when there is one, else on the embedded database in a folder of its own.
const port = 4950 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
let server: ServerProcess | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let dataDir: string | undefined;

test.use({ baseURL: `${base}/` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (await postgresAvailable()) database = await freshPostgresDatabase("recruit_outbox");
  else dataDir = mkdtempSync(join(tmpdir(), "recruit-outbox-"));
  server = await startServerProcess({
    databaseUrl: database?.url ?? "",
    port,
    env: { DEMO_DATA: "1", DATA_DIR: dataDir ?? "", APPLICATION_URL: base, SMTP_URL: "" },
  });
});

test.afterAll(async () => {
  await server?.kill("SIGKILL");
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("without SMTP a volunteer's sign-up mail waits in the outbox, where an administrator follows its link", async ({
  browser,
  page,
}) => {
  const email = `outbox.${Date.now()}@example.org`;
  const volunteerContext = await browser.newContext({ baseURL: `${base}/` });
  const volunteer = await volunteerContext.newPage();
  await volunteer.goto(appPath("/volunteer/sign-up"));
  await volunteer.getByRole("textbox", { name: "First name" }).fill("Otto");
  await volunteer.getByRole("textbox", { name: "Last name" }).fill("Outbox");
  await volunteer.getByRole("textbox", { name: "Email" }).fill(email);
  await volunteer.getByRole("textbox", { name: "Password", exact: true }).fill("a long volunteer password");
  await volunteer.getByRole("button", { name: "Sign up" }).click();
  await expect(volunteer.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await page.goto(appPath("/login/study-team"));
  await logIn(page, "admin@example.edu");
  await expect(page).toHaveURL(/\/studies\/current$/);
  await page.goto(appPath("/admin"));
  await page.getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByText(/No SMTP server is set \(SMTP_URL\)/)).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText([
    "Subject",
    "To",
    "Written",
    "Sent",
    "Tries",
    "Last error",
  ]);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell").nth(1)).toHaveText(email);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Waiting");
  await expectAccessible(page);

  await row.getByRole("link").click();
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expectAccessible(page);
  const link = page.getByRole("link", { name: /\/volunteer\/verify-email\?token=/ });
  const address = new URL((await link.getAttribute("href")) ?? "");
  expect(address.pathname).toBe("/volunteer/verify-email");

  // The volunteer follows it, as they would have from the mail. Its host is the APPLICATION_URL setting the
  // database was made with (freshPostgresDatabase: http://localhost), so the path is followed on this server.
  await volunteer.goto(`${base}${address.pathname}${address.search}`);
  await expect(volunteer.getByRole("heading", { name: "Your e-mail address is confirmed" })).toBeVisible();
  await volunteer.getByRole("link", { name: "Sign in" }).first().click();
  await volunteer.getByRole("textbox", { name: "Email" }).fill(email);
  await volunteer.getByRole("textbox", { name: "Password", exact: true }).fill("a long volunteer password");
  await volunteer.getByRole("button", { name: "Sign in" }).click();
  await expect(volunteer.getByRole("heading", { level: 1, name: "Welcome, Otto" })).toBeVisible();
  await volunteerContext.close();

  // At a phone's width the outbox's rows are cards, and nothing is wider than the page.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("link", { name: "Back to Outbox" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});
