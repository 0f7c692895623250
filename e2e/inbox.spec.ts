import { appPath, csrfHeaders, expect, expectAccessible, logIn, signIn, test } from "./fixtures";

// A demo study with conversations that no other browser test uses.
const STUDY = "STUDY00001016";

test.beforeEach(async ({ page }) => {
  await signIn(page, "pi@example.edu");
});

test("lists conversations, opens one, loads earlier messages and answers with a template", async ({
  page,
}) => {
  await page.goto(appPath(`/studies/${STUDY}/inbox`));
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("All study team members can access these messages.")).toBeVisible();
  // A page within the study names the study in the header, beside the link to its home (spec 000 §2.2).
  const study = (await (
    await page.request.get(appPath(`/backend/secure/staff/study-synopses/${STUDY}`))
  ).json()) as { title: string };
  const banner = page.getByRole("banner");
  await expect(banner.getByText(study.title, { exact: true })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Study Home" })).toBeVisible();
  const first = page.getByRole("row").nth(1).getByRole("link");
  const name = ((await first.textContent()) ?? "").trim();
  await expectAccessible(page);
  await first.click();
  await expect(page).toHaveURL(/\/inbox\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Messages" })).toBeVisible();
  // The tab, and so the browser's history, does not name the volunteer.
  await expect(page).toHaveTitle("Conversation – Recruit");
  await expectAccessible(page);

  // Twelve more messages from the team, sent through the API as the page would.
  const studyVolunteerId = Number(page.url().split("/").pop());
  const synopsis = await page.request.get(appPath(`/backend/secure/staff/study-synopses/${STUDY}`));
  const studyId = (await synopsis.json()).id as number;
  const participant = await (
    await page.request.get(
      appPath(`/backend/secure/staff/studies/${studyId}/interested-participants/${studyVolunteerId}`),
    )
  ).json();
  const headers = await csrfHeaders(page);
  for (let index = 1; index <= 12; index += 1) {
    const sent = await page.request.post(appPath("/backend/secure/messages"), {
      headers,
      data: {
        studyVolunteer: { id: studyVolunteerId, studyId, userId: participant.userId },
        body: `Reminder number ${index}`,
        attachments: [],
      },
    });
    expect(sent.status()).toBe(201);
  }
  await page.reload();
  const messages = page.getByRole("region", { name: "Conversation" }).getByRole("listitem");
  await expect(messages).toHaveCount(10);
  await expect(messages.last()).toContainText("Reminder number 12");
  await page.getByRole("button", { name: "Show previous messages" }).click();
  await expect(messages.first()).not.toContainText("Reminder number 3");
  await expect(async () => expect(await messages.count()).toBeGreaterThan(10)).toPass();
  await expect(messages.filter({ hasText: "Reminder number 1" }).first()).toBeVisible();

  const composer = page.getByRole("region", { name: "Write a message" });
  await composer.getByLabel("Message template").click();
  await page.getByRole("option", { name: "Schedule a screening call" }).click();
  const firstName = participant.firstName as string;
  await expect(composer.getByRole("textbox", { name: "Message" })).toHaveValue(
    new RegExp(`^Hi ${firstName}, thank you`),
  );
  await expectAccessible(page);
  await composer.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(composer.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect(messages.last()).toContainText(`Hi ${firstName}, thank you for your interest!`);
});

test("refuses an empty message", async ({ page }) => {
  await page.goto(appPath(`/studies/${STUDY}/inbox`));
  await page.getByRole("row").nth(2).getByRole("link").click();
  const composer = page.getByRole("region", { name: "Write a message" });
  await composer.getByRole("button", { name: "Send message" }).click();
  await expect(composer.getByText("This field is required")).toBeVisible();
});

test("a message being written outlives the session's end, is sent after signing in again, and is forgotten at sign-out", async ({
  page,
}) => {
  await page.goto(appPath(`/studies/${STUDY}/inbox`));
  await page.getByRole("row").nth(3).getByRole("link").click();
  await expect(page).toHaveURL(/\/inbox\/\d+$/);
  const conversation = page.url();
  const composer = page.getByRole("region", { name: "Write a message" });
  const body = composer.getByRole("textbox", { name: "Message" });
  const text = `The visit moved to Thursday at 10 am (${Date.now()}).`;
  await body.fill(text);
  // The session ends while the message is written (idle too long): sending asks to sign in again.
  await page.context().clearCookies({ name: "recruit_session" });
  await composer.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/login\/study-team\?redirectUrl=/);
  await logIn(page, "pi@example.edu");
  await expect(page).toHaveURL(conversation);
  await expect(body).toHaveValue(text);
  await composer.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversation" })).toContainText(text);
  await expect(body).toHaveValue("");
  await page.reload();
  await expect(body).toHaveValue("");
  // A draft left unsent is not there for whoever uses this browser next.
  await body.fill("A draft left unsent");
  const draftsNow = () =>
    page.evaluate(() =>
      Object.entries(sessionStorage)
        .filter(([key]) => key.startsWith("recruit-draft:"))
        .map(([, value]) => value),
    );
  expect(await draftsNow()).toEqual(["A draft left unsent"]);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login\/study-team$/);
  expect(await draftsNow()).toEqual([]);
});
