import type { Page, Response } from "@playwright/test";
import { postgresAvailable } from "../scripts/postgres-available";
import { nginxPath, type ReverseProxy, startReverseProxy } from "../server/test/reverse-proxy";
import { freshPostgresDatabase, type ServerProcess, startServerProcess } from "../server/test/server-process";
import { expect, logIn, test } from "./fixtures";

/**
 * Two instances on one PostgreSQL behind nginx, one killed with SIGKILL while a staff member works, then
 * a rolling restart (issue 27): the session lives on in the database, the proxy takes the request the dead
 * instance refused to the live one, and no answer the browser gets is a 5xx.
 */
const canRun = (await postgresAvailable()) && nginxPath() !== undefined;
// Defined only where it can run: a user's machine may have neither (README, "Tests"); CI installs nginx
// and has the PostgreSQL server, so it runs there.

const offset = 4600 + Math.floor(Math.random() * 300);
const ports = { first: offset, second: offset + 1, proxy: offset + 2 };
let database: { url: string; drop(): Promise<void> } | undefined;
const instances: Partial<Record<"first" | "second", ServerProcess>> = {};
let proxy: ReverseProxy | undefined;

function startInstance(which: "first" | "second", demoData: boolean): Promise<ServerProcess> {
  return startServerProcess({
    databaseUrl: database?.url ?? "",
    port: ports[which],
    env: {
      DEMO_DATA: demoData ? "1" : "0",
      TRUST_PROXY: "true",
      APPLICATION_URL: `http://127.0.0.1:${ports.proxy}`,
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });
}

/** Every answer the page gets through the proxy, with the instances nginx tried for it. */
function recordAnswers(page: Page): { status: number; url: string; upstream: string }[] {
  const answers: { status: number; url: string; upstream: string }[] = [];
  page.on("response", (response: Response) => {
    answers.push({
      status: response.status(),
      url: response.url(),
      upstream: response.headers()["x-upstream"] ?? "",
    });
  });
  return answers;
}

async function openStudy(page: Page, studyNum: string): Promise<void> {
  await page.goto(`${proxy?.url}/studies/${studyNum}`);
  await expect(page.getByText(studyNum, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Matched Participants" })).toBeVisible();
}

async function editDeactivationDate(page: Page, studyNum: string, daysAhead: number): Promise<void> {
  await openStudy(page, studyNum);
  await page.getByRole("button", { name: "Edit deactivation date" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit deactivation date" });
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const typed = `${String(date.getMonth() + 1).padStart(2, "0")}/${String(date.getDate()).padStart(2, "0")}/${date.getFullYear()}`;
  await dialog.getByLabel("Deactivation date").fill(typed);
  await dialog.getByLabel("Deactivation date").press("Tab");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Deactivates on ${typed}`)).toBeVisible();
}

if (canRun) {
  test.describe("two instances behind nginx", () => {
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      database = await freshPostgresDatabase("recruit_proxy");
      // The first instance loads the demo data; the second finds it there.
      instances.first = await startInstance("first", true);
      instances.second = await startInstance("second", false);
      proxy = await startReverseProxy({ port: ports.proxy, upstreamPorts: [ports.first, ports.second] });
    });

    test.afterAll(async () => {
      await proxy?.stop();
      await instances.first?.kill("SIGKILL");
      await instances.second?.kill("SIGKILL");
      await database?.drop();
    });

    test("a staff member works on while one instance dies and both are restarted in turn", async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      const answers = recordAnswers(page);

      await page.goto(`${proxy?.url}/login/study-team`);
      await logIn(page, "pi@example.edu");
      await expect(page).toHaveURL(/\/studies\/current$/);
      await openStudy(page, "STUDY00001003");
      const servedBy = new Set(answers.map((answer) => answer.upstream));
      expect([...servedBy].join(" ")).toContain(`:${ports.first}`);
      expect([...servedBy].join(" ")).toContain(`:${ports.second}`);

      // The first instance dies without a word: no drain, no closing of its connections.
      await instances.first?.kill("SIGKILL");
      const sinceFirstKilled = answers.length;
      await page.goto(`${proxy?.url}/studies/current`);
      await expect(page.getByRole("article").first()).toBeVisible();
      await editDeactivationDate(page, "STUDY00001003", 90);
      await openStudy(page, "STUDY00001004");
      const afterKill = answers.slice(sinceFirstKilled);
      // At least one request met the dead instance and was taken to the live one by the proxy.
      expect(afterKill.some((answer) => answer.upstream.includes(`:${ports.first}, `))).toBe(true);

      // A rolling restart: the first comes back, then the second is killed; the session goes on.
      instances.first = await startInstance("first", false);
      await instances.second?.kill("SIGKILL");
      await page.goto(`${proxy?.url}/studies/current`);
      await expect(page.getByRole("article").first()).toBeVisible();
      await editDeactivationDate(page, "STUDY00001004", 120);
      await expect(page).not.toHaveURL(/\/login/);

      const failures = answers.filter((answer) => answer.status >= 500);
      expect(failures).toEqual([]);
      await context.close();
    });
  });
}
