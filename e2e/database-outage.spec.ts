import { postgresAvailable } from "../scripts/postgres-available";
import { type DatabaseLink, openDatabaseLink } from "../server/test/database-link";
import {
  freePort,
  freshPostgresDatabase,
  type ServerProcess,
  startServerProcess,
} from "../server/test/server-process";
import { expect, logIn, test } from "./fixtures";

/**
 * The app's database out of reach for a moment (a failover, a cut network), while a staff member works: the
 * next page asked meets the maintenance page (the spec's answer to a 503), not the page of an unexpected
 * error, and once the database is back the session goes on where it was.
 */
const canRun = await postgresAvailable();
// Defined only where it can run: the embedded database lives inside the app's process and cannot be cut.

let database: { url: string; drop(): Promise<void> } | undefined;
let link: DatabaseLink | undefined;
let server: ServerProcess | undefined;

if (canRun) {
  test.describe("the database out of reach for a moment", () => {
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      database = await freshPostgresDatabase("recruit_outage");
      link = await openDatabaseLink(database.url);
      server = await startServerProcess({
        databaseUrl: link.url,
        port: await freePort(),
        env: { DEMO_DATA: "1" },
      });
    });

    test.afterAll(async () => {
      await server?.kill("SIGKILL");
      await link?.close();
      await database?.drop();
    });

    test("a staff member meets the maintenance page, then works on once it is back", async ({ page }) => {
      const base = server?.base ?? "";
      await page.goto(`${base}/login/study-team`);
      await logIn(page, "pi@example.edu");
      await expect(page).toHaveURL(/\/studies\/current$/);
      const study = page.getByRole("article").first().getByRole("link").first();
      const title = await study.textContent();

      link?.cut();
      await study.click();
      await expect(page.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
      await expect(page).toHaveURL(/\/503\.html$/);

      link?.restore();
      await page.getByRole("link", { name: "Try again", exact: true }).click();
      // Still signed in: the home page is the study list.
      await expect(
        page.getByRole("heading", { name: /which study would you like to work on/ }),
      ).toBeVisible();
      await page
        .getByRole("link", { name: title ?? "" })
        .first()
        .click();
      await expect(page.getByRole("link", { name: "Matched Participants" })).toBeVisible();
    });
  });
}
