import { appPath, e2ePort, expect, expectAccessible, logIn, signIn, test } from "./fixtures";
import { mailsTo } from "./mailbox";

// A demo study of pi@example.edu that member@example.edu is not on and no other browser test uses.
const STUDY = "STUDY00001027";
const COLLEAGUE = "member@example.edu";

test("invites a colleague, who accepts from the e-mail's link and joins the team; a notification is set", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "pi@example.edu");
  await page.goto(appPath(`/studies/${STUDY}/team-access`));
  await expect(page.getByRole("tab", { name: "Study Team Access", selected: true })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole("region", { name: "Invite a team member" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByRole("textbox", { name: "Name" }).fill("Marcus Member");
  await form.getByRole("textbox", { name: "Email" }).fill(COLLEAGUE);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`An invitation was sent to ${COLLEAGUE}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending invitations" })).toContainText("Marcus Member");

  // The e-mail, as the SMTP server received it, carries the link.
  let link = "";
  await expect(async () => {
    const mail = mailsTo(e2ePort(), COLLEAGUE).find((item) => item.text.includes(STUDY));
    link = mail?.text.match(/https?:\/\/\S+accept-invite=[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 40_000 });

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await logIn(colleague, COLLEAGUE);
  await expect(
    colleague.getByText("Welcome to the study team! You now have access to this study."),
  ).toBeVisible();
  await expect(colleague).toHaveURL(new RegExp(`/studies/${STUDY}$`));
  // The link is spent.
  await colleague.goto(link);
  await expect(colleague).toHaveURL(/\/invite-failed$/);
  // A link whose study number no study has goes to the 404 page (spec 001 §2).
  await colleague.goto(link.replace(`/studies/${STUDY}?`, "/studies/NO-SUCH-STUDY?"));
  await expect(colleague).toHaveURL(/\/404-page-not-found$/);
  await colleagueContext.close();

  await page.reload();
  const members = page.getByRole("table", { name: "Team members" });
  await expect(members).toContainText("Marcus Member");
  await expect(page.getByRole("region", { name: "Pending invitations" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Email Notifications" }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${STUDY}/notifications$`));
  const messages = page.getByRole("region", { name: "New messages" });
  await messages.getByRole("checkbox", { name: "Marcus Member" }).check();
  await messages.getByLabel("How often").click();
  await page.getByRole("option", { name: "Daily" }).click();
  await expectAccessible(page);
  await messages.getByRole("button", { name: "Save New messages" }).click();
  await expect(page.getByText("New messages: saved")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "New messages" }).getByRole("checkbox", { name: "Marcus Member" }),
  ).toBeChecked();
});

test("a notification setting saved after a team member's keeps both people's changes", async ({
  page,
  browser,
}) => {
  await signIn(page, "pi@example.edu");
  await page.goto(appPath(`/studies/${STUDY}/notifications`));
  const matched = page.getByRole("region", { name: "New matched participants" });
  await expect(matched.getByRole("checkbox", { name: "Patricia Investigator" })).toBeVisible();

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signIn(colleague, "pi@example.edu");
  await colleague.goto(page.url());
  const theirs = colleague.getByRole("region", { name: "New matched participants" });
  await theirs.getByLabel("How often").click();
  await colleague.getByRole("option", { name: "Weekly" }).click();
  await theirs.getByRole("button", { name: "Save New matched participants" }).click();
  await expect(colleague.getByText("New matched participants: saved")).toBeVisible();

  await matched.getByRole("checkbox", { name: "Patricia Investigator" }).check();
  await matched.getByRole("button", { name: "Save New matched participants" }).click();
  await expect(
    matched.getByText(/^A team member saved this notification setting while you were changing it/),
  ).toBeVisible();
  await expect(matched.getByText("Changed by the team member: How often.")).toBeVisible();
  await expect(matched.getByLabel("How often")).toHaveValue("Weekly");
  await expect(matched.getByRole("checkbox", { name: "Patricia Investigator" })).toBeChecked();
  await expectAccessible(page);
  await matched.getByRole("button", { name: "Save New matched participants" }).click();
  await expect(page.getByText("New matched participants: saved")).toBeVisible();
  await expect(matched.getByText(/^A team member saved/)).toHaveCount(0);

  await colleague.reload();
  await expect(theirs.getByRole("checkbox", { name: "Patricia Investigator" })).toBeChecked();
  await expect(theirs.getByLabel("How often")).toHaveValue("Weekly");
  await colleagueContext.close();
});

test("someone invited without an account creates one from the link and lands on the study", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const newcomer = "new.hire@example.edu";
  await signIn(page, "pi@example.edu");
  await page.goto(appPath(`/studies/${STUDY}/team-access`));
  const form = page.getByRole("region", { name: "Invite a team member" });
  await form.getByRole("textbox", { name: "Name" }).fill("Nora Hire");
  await form.getByRole("textbox", { name: "Email" }).fill(newcomer);
  await form.getByRole("button", { name: "Send invitation" }).click();
  let link = "";
  await expect(async () => {
    link =
      mailsTo(e2ePort(), newcomer)[0]?.text.match(/https?:\/\/\S+accept-invite=[A-Za-z0-9_-]+/)?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 40_000 });

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await invited.getByRole("link", { name: "New to Recruit? Create your account" }).click();
  await expect(invited.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(invited.getByText(newcomer)).toBeVisible();
  await expectAccessible(invited);
  await invited.getByRole("textbox", { name: "First name" }).fill("Nora");
  await invited.getByRole("textbox", { name: "Last name" }).fill("Hire");
  await invited.getByRole("textbox", { name: "Password", exact: true }).fill("a long enough password");
  await invited
    .getByRole("textbox", { name: "Confirm password", exact: true })
    .fill("a long enough password");
  await invited.getByRole("button", { name: "Create account and join the team" }).click();
  // A new account first accepts the user agreement, then opens the study.
  await invited.getByRole("button", { name: "I agree" }).click();
  await expect(invited).toHaveURL(new RegExp(`/studies/${STUDY}$`));
  await context.close();

  await page.reload();
  await expect(page.getByRole("table", { name: "Team members" })).toContainText("Nora Hire");
});
