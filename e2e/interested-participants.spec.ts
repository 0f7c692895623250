import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  appPath,
  csrfHeaders,
  expect,
  expectAccessible,
  signIn,
  test,
  textsCutShortInTables,
} from "./fixtures";

// Demo studies no other browser test changes (index i is STUDY0000{1001+i}); every demo study has the
// label 'Call back' and 25 to 70 interested volunteers.
const STUDY = "STUDY00001012";
const STUDY_FOR_MOVE = "STUDY00001013";
const STUDY_FOR_BULK_MOVE = "STUDY00001014";
const STUDY_FOR_LABELS = "STUDY00001015";
const NOT_PUBLISHABLE = "STUDY00001023";
// A demo study with interested volunteers and no screening questions (every third study of four has them).
const STUDY_WITHOUT_QUESTIONS = "STUDY00001003";

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const sideNav = (page: Page) => page.getByRole("navigation", { name: "Lists & Labels" });
const rows = (page: Page) => page.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });

/** The count a navigation entry shows. */
async function countOf(page: Page, name: string): Promise<number> {
  const entry = sideNav(page).getByRole("link", { name: new RegExp(`^${name}`) });
  const text = (await entry.textContent()) ?? "";
  return Number(text.match(/(\d+) participants$/)?.[1]);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test.describe("Behaviour", () => {
  test("shows each list with its count and title, newest interest first, and pages through them", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/new`));
    await expect(heading(page)).toHaveText(/^\d+ New Participants?$/);
    await expect(page.getByText("Sorted by date of interest")).toBeVisible();
    const newCount = await countOf(page, "New");
    await expect(heading(page)).toHaveText(`${newCount} New Participant${newCount === 1 ? "" : "s"}`);
    await expect(sideNav(page).getByRole("link", { name: /^New/ })).toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(Math.min(newCount, 10));
    await expect(rows(page).first()).toContainText("New");
    await expectAccessible(page);

    await sideNav(page).getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/interested\/all$/);
    const total = await countOf(page, "All");
    await expect(heading(page)).toHaveText(`${total} Total Participants`);
    const statuses = ["New", "Eligible", "Ineligible", "Pending"];
    let sum = 0;
    for (const status of statuses) sum += await countOf(page, status);
    expect(sum).toBe(total);

    const firstPage = await rows(page).allTextContents();
    await page.getByRole("button", { name: "next page" }).click();
    await expect(page).toHaveURL(/\/interested\/all\?page=2&after=\d+$/);
    await expect(async () => expect(await rows(page).allTextContents()).not.toEqual(firstPage)).toPass();
    await expectAccessible(page);
    // Paged from page 2's first row, page 1 comes back as it was.
    await page.getByRole("button", { name: "previous page" }).click();
    await expect(page).toHaveURL(/\/interested\/all\?page=1$/);
    await expect(async () => expect(await rows(page).allTextContents()).toEqual(firstPage)).toPass();
  });

  test("a participant without a date of birth reads 'Age not specified' on their profile and conversation", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const ageless = rows(page)
      .filter({ has: page.getByRole("cell", { name: "Age not specified" }) })
      .first();
    const name = ((await ageless.getByRole("link").first().textContent()) ?? "").trim();
    await ageless.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const summary = page.getByText(/ · Age not specified · /);
    await expect(summary).toBeVisible();
    await expect(summary).not.toContainText("Age Age");
    const id = page.url().split("/").pop();
    await page.goto(appPath(`/studies/${STUDY}/inbox/${id}`));
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText(/ · Age not specified · /)).not.toContainText("Age Age");
  });

  test("lists a label's participants under 'Participants Labeled' and the label", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const callBack = sideNav(page).getByRole("link", { name: /^Call back/ });
    const count = await countOf(page, "Call back");
    await callBack.click();
    await expect(page).toHaveURL(/\/interested\/label\/\d+$/);
    await expect(heading(page)).toHaveText(`${count} Participant${count === 1 ? "" : "s"} Labeled`);
    await expect(page.getByRole("main").getByText("Call back").first()).toBeVisible();
    for (const row of await rows(page).all()) await expect(row).toContainText("Call back");
    await expectAccessible(page);
  });

  test("offers the lists and labels in a 'Lists & Labels' menu on a small screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(appPath(`/studies/${STUDY}/interested/new`));
    await expect(sideNav(page)).toBeHidden();
    await page.getByRole("button", { name: "Lists & Labels" }).click();
    await page.getByRole("menuitem", { name: /^Eligible/ }).click();
    await expect(page).toHaveURL(/\/interested\/eligible$/);
    await expect(heading(page)).toHaveText(/^\d+ Eligible Participants?$/);
    await expectAccessible(page);
  });
});

/** What a colleague does meanwhile: moves a participant through the API, as their browser would. */
async function colleagueMovesFirstOfNew(page: Page, studyNum: string): Promise<void> {
  const backend = (path: string) => appPath(`backend${path}`);
  const study = (await (
    await page.request.get(backend(`/secure/staff/study-synopses/${studyNum}`))
  ).json()) as {
    id: number;
  };
  const list = await page.request.get(
    backend(`/secure/staff/studies/${study.id}/interested-participants?status=NEW`),
  );
  const first = ((await list.json()) as { page: { id: number }[] }).page[0];
  const moved = await page.request.patch(
    backend(`/secure/staff/studies/${study.id}/interested-participants/${first?.id}`),
    {
      headers: { ...(await csrfHeaders(page)), "content-type": "application/json-patch+json" },
      data: JSON.stringify([
        { op: "test", path: "/status", value: "NEW" },
        { op: "replace", path: "/status", value: "PENDING" },
      ]),
    },
  );
  expect(moved.status()).toBe(204);
}

test.describe("Waiting for an answer", () => {
  test("marks New participants past the response target, on the rows, the profile and the dashboard", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}`));
    await expect(page.getByText(/^\d+ waiting for an answer$/)).toBeVisible();
    await page.goto(appPath(`/studies/${STUDY}/interested/new`));
    const waiting = rows(page)
      .filter({ hasText: /Waiting \d+ days?/ })
      .first();
    await expect(waiting).toBeVisible();
    const badge = ((await waiting.getByText(/^Waiting \d+ days?$/).textContent()) ?? "").trim();
    await expectAccessible(page);
    await waiting.getByRole("link").click();
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  });
});

test.describe("Labels", () => {
  test("creates a label, assigns it, filters by it, renames it and deletes it", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY_FOR_LABELS}/interested/new`));
    const first = rows(page).first();
    const name = ((await first.getByRole("link").textContent()) ?? "").trim();
    await first.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Labels", exact: true }).click();
    const labelsDialog = page.getByRole("dialog", { name: "Labels for 1 participant(s)" });
    await expect(labelsDialog.getByRole("button", { name: "Save labels" })).toBeDisabled();
    await labelsDialog.getByRole("button", { name: "Create label" }).click();
    const form = page.getByRole("dialog", { name: "Create label" });
    await form.getByRole("button", { name: "Create label" }).click();
    await expect(form.getByText("This is a required field")).toHaveCount(2);
    await form.getByRole("textbox", { name: "Label name" }).fill("E2E follow-up");
    await form.getByRole("radio", { name: "Teal" }).check();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Create label" }).click();
    await expect(form).toBeHidden();
    await labelsDialog.getByRole("checkbox", { name: "E2E follow-up" }).check();
    await expectAccessible(page);
    await labelsDialog.getByRole("button", { name: "Save labels" }).click();
    await expect(page.getByText("1 participant(s) labeled")).toBeVisible();

    await sideNav(page)
      .getByRole("link", { name: /^E2E follow-up/ })
      .click();
    await expect(heading(page)).toHaveText("1 Participant Labeled");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
    // The label reads whole in the list's table (it read "E2E…" in its squeezed column).
    await expect(rows(page).first().getByText("E2E follow-up", { exact: true })).toBeVisible();
    expect(await textsCutShortInTables(page)).toEqual([]);

    await page.getByRole("button", { name: "Edit label" }).click();
    const edit = page.getByRole("dialog", { name: "Edit label" });
    await edit.getByRole("textbox", { name: "Label name" }).fill("E2E called");
    await edit.getByRole("radio", { name: "Red" }).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(sideNav(page).getByRole("link", { name: /^E2E called/ })).toBeVisible();

    await page.getByRole("button", { name: "Delete label" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete label" });
    await expect(
      confirm.getByText(
        "This will remove this label from all participants. There is no undo. Are you sure you want to delete this label?",
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete label" }).click();
    await expect(page).toHaveURL(/\/interested\/new$/);
    await expect(sideNav(page).getByRole("link", { name: /^E2E called/ })).toHaveCount(0);
  });
});

test.describe("Export", () => {
  test("downloads every participant as a CSV file", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const total = await countOf(page, "All");
    await expect(page.getByText("The file download might take a while.")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${STUDY}-interested-participants.csv`);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).startsWith("First name,Middle name,Last name,Email")).toBe(true);
    // One line per participant after the header (the demo's names and answers hold no line breaks).
    expect(text.trim().split("\n")).toHaveLength(total + 1);
  });
});

test.describe("Name search", () => {
  test("finds participants from three characters and opens one; says when nobody matches", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const name = ((await rows(page).first().getByRole("link").textContent()) ?? "").trim();
    const search = page.getByRole("searchbox", { name: /Search by name/ });
    await search.fill(name.slice(0, 2));
    await page.waitForTimeout(500);
    await expect(page.getByRole("region", { name: "Search results" })).toHaveCount(0);
    await search.fill(name.split(" ")[1] ?? name);
    const results = page.getByRole("region", { name: "Search results" });
    await expect(results.getByRole("link", { name })).toBeVisible();
    await expectAccessible(page);
    await results.getByRole("link", { name }).first().click();
    await expect(page).toHaveURL(/\/interested\/all\/\d+$/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    await page.getByRole("searchbox", { name: /Search by name/ }).fill("Zzqxw");
    await expect(page.getByText("No results found")).toBeVisible();
  });
});

test.describe("Profile", () => {
  test("opens a participant from the list with contact details, walks Next and Previous, and goes back", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/new?page=1`));
    const first = rows(page).first().getByRole("link");
    const name = ((await first.textContent()) ?? "").trim();
    await first.click();
    await expect(page).toHaveURL(/\/interested\/new\/\d+$/);
    await expect(heading(page)).toHaveText("New Participants");
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByText("New", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
    await expect(page.getByText(/^Email: .+@/)).toBeVisible();
    await expect(page.getByText("This information will be made available", { exact: false })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View messages" })).toHaveAttribute("href", /\/inbox\/\d+$/);
    await expect(page.getByText("Beginning of List")).toBeVisible();
    await expectAccessible(page);

    const firstUrl = page.url();
    await page.getByRole("button", { name: "Next participant" }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByRole("heading", { level: 2, name })).toHaveCount(0);
    await page.getByRole("button", { name: "Previous participant" }).click();
    await expect(page).toHaveURL(firstUrl);
    await page.getByRole("link", { name: "Back to participants" }).click();
    await expect(page).toHaveURL(/\/interested\/new\?page=1$/);
  });

  test("shows the participant's answers under Study Q/A, multi-select answers as tags", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    await rows(page).first().getByRole("link").click();
    const qa = page.getByRole("region", { name: "Study Q/A" });
    await expect(qa.getByRole("term")).toHaveText([
      "How would you travel to our clinic for study visits?",
      "Which days of the week could you come for a visit?",
      "Have you taken part in a research study in the last 12 months?",
    ]);
    const days = qa.getByRole("definition").nth(1);
    // Most demo volunteers answered; walk on to the first who did.
    for (let step = 0; step < 10 && (await days.textContent()) === "Not answered"; step++) {
      const shown = page.url();
      await page.getByRole("button", { name: "Next participant" }).click();
      await expect(page).not.toHaveURL(shown);
      await expect(qa.getByRole("term")).toHaveCount(3);
    }
    const tags = days.locator(".mantine-Badge-root");
    await expect(tags.first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday)$/);
    await expect(qa.getByRole("definition").nth(2)).toHaveText(/^(Yes|No|Not answered)$/);
    await expectAccessible(page);

    // The answers cannot be read (the network drops): the Q/A says so, not "no questions", and reads again.
    const answersRead = "**/questionnaire/participant-answers**";
    await page.route(answersRead, (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(qa.getByText("This part of the page could not be loaded.")).toBeVisible();
    await expect(qa.getByText("You have not set up any study specific questions yet.")).toHaveCount(0);
    await expectAccessible(page);
    await page.unroute(answersRead);
    await qa.getByRole("button", { name: "Try again" }).click();
    await expect(qa.getByRole("term")).toHaveCount(3);
    await expect(qa.getByText("This part of the page could not be loaded.")).toHaveCount(0);

    await page.goto(appPath(`/studies/${STUDY_WITHOUT_QUESTIONS}/interested/all`));
    await rows(page).first().getByRole("link").click();
    await expect(qa.getByText("You have not set up any study specific questions yet.")).toBeVisible();
    await expect(qa.getByRole("link", { name: "Add questions" })).toHaveAttribute(
      "href",
      new RegExp(`/studies/${STUDY_WITHOUT_QUESTIONS}/screening-questions$`),
    );
    await expectAccessible(page);
  });

  test("moves the participant from its profile and shows the new status", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY_FOR_MOVE}/interested/all`));
    await rows(page).filter({ hasText: "Ineligible" }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/interested\/all\/\d+$/);
    await page.getByRole("button", { name: "Move to" }).click();
    await page.getByRole("menuitem", { name: "Pending", exact: true }).click();
    await expect(page.getByText("1 participant(s) moved to Pending")).toBeVisible();
    await expect(page.getByRole("main").getByText("Pending", { exact: true })).toBeVisible();
  });
});

test.describe("Moves", () => {
  test("moves one participant from New to Eligible, and both counts change", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY_FOR_MOVE}/interested/new`));
    await expect(heading(page)).toHaveText(/^\d+ New Participants?$/);
    const [newBefore, eligibleBefore] = [await countOf(page, "New"), await countOf(page, "Eligible")];
    const first = rows(page).first();
    const name = ((await first.getByRole("cell").nth(1).textContent()) ?? "").trim();
    await expect(page.getByRole("button", { name: "Move to" })).toBeDisabled();
    await first.getByRole("checkbox").check();
    await expect(page.getByText("1 selected")).toBeVisible();
    // By keyboard: opening the menu focuses the first list offered; the current one is disabled.
    await page.getByRole("button", { name: "Move to" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "New", exact: true })).toBeDisabled();
    await expect(page.getByRole("menuitem", { name: "Eligible", exact: true })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    await expect(page.getByText("1 participant(s) moved to Eligible")).toBeVisible();
    await expect(async () => {
      expect(await countOf(page, "New")).toBe(newBefore - 1);
      expect(await countOf(page, "Eligible")).toBe(eligibleBefore + 1);
    }).toPass();
    await expect(page.getByText("0 selected")).toBeVisible();
    await sideNav(page)
      .getByRole("link", { name: /^Eligible/ })
      .click();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
  });

  test("a bulk move where a colleague moved one first says so and moves the rest", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY_FOR_BULK_MOVE}/interested/new`));
    await expect(heading(page)).toHaveText(/^\d+ New Participants?$/);
    await page.getByRole("button", { name: "Select" }).click();
    await page.getByRole("menuitem", { name: /^All on this page/ }).click();
    const selected = Math.min(await countOf(page, "New"), 10);
    await expect(page.getByText(`${selected} selected`)).toBeVisible();
    await colleagueMovesFirstOfNew(page, STUDY_FOR_BULK_MOVE);
    await page.getByRole("button", { name: "Move to" }).click();
    await page.getByRole("menuitem", { name: "Ineligible" }).click();
    await expect(
      page.getByText(
        `${selected - 1} of ${selected} participant(s) moved to Ineligible. While you were working, someone else from your study team already moved them to another list.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("0 selected")).toBeVisible();
  });

  test("'All (total)' selects every page, and moving is then not offered", async ({ page }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const total = await countOf(page, "All");
    await page.getByRole("button", { name: "Select" }).click();
    await page.getByRole("menuitem", { name: `All (${total})` }).click();
    await expect(page.getByText(`${total} selected`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to" })).toBeDisabled();
    await page.getByRole("button", { name: "Select" }).click();
    await page.getByRole("menuitem", { name: "None" }).click();
    await expect(page.getByText("0 selected")).toBeVisible();
  });
});

test.describe("Adversarial", () => {
  test("a participant of another study, or a malformed id, lands on the page-not-found page", async ({
    page,
  }) => {
    await page.goto(appPath(`/studies/${STUDY}/interested/all`));
    const href = (await rows(page).first().getByRole("link").getAttribute("href")) ?? "";
    const id = href.split("/").pop();
    await page.goto(appPath(`/studies/${STUDY_FOR_BULK_MOVE}/interested/all/${id}`));
    await expect(page).toHaveURL(/\/404-page-not-found$/);
    await page.goto(appPath(`/studies/${STUDY}/interested/all/abc`));
    await expect(page).toHaveURL(/\/404-page-not-found$/);
  });

  test("an unknown list name or label lands on the page-not-found page", async ({ page }) => {
    for (const path of ["interested/everyone", "interested/label/abc", "interested/label/999999"]) {
      await page.goto(appPath(`/studies/${STUDY}/${path}`));
      await expect(page).toHaveURL(/\/404-page-not-found$/);
    }
  });

  test("a study that is not publishable lists nobody and offers no export", async ({ page }) => {
    await page.goto(appPath(`/studies/${NOT_PUBLISHABLE}/interested/all`));
    await expect(heading(page)).toHaveText("0 Total Participants");
    await expect(page.getByText("There are no participants in this list yet")).toBeVisible();
    await expect(page.getByText("needs administrative review approval", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
