import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AccountStats,
  ParticipantAccount,
  QuickProfile,
} from "../../../core/contracts/customer-support";
import type { Page } from "../../../core/contracts/paging";
import { CHILD_TURNED_ADULT_REASON_ID } from "../../../core/rules/lookup-ids";
import { loginAudits, users, verificationTokens } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { createResetLink } from "../../services/customer-support/create-reset-link";
import { deactivateAdultChildAccounts } from "../../services/customer-support/deactivate-adult-children";
import {
  makeInterest,
  makeMatch,
  makeMessage,
  makeSession,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, TestClient } from "../../test/test-app";
import { SESSION_COOKIE } from "../plugins/session";

let testApp: TestApp;
let support: TestClient;
let supportId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const user = await makeStaffUser(testApp.database.db, { roles: ["CUSTOMER_SUPPORT"] });
  supportId = user.id;
  support = await signedInClient(testApp, user);
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const USER_REQUESTED = 261000;

async function auditsOf(action: string, subjectUserId?: number) {
  return sqlRows(
    await db().execute(sql`select actor_user_id as "actor", subject_user_id as "subject", details from support_audits
      where action = ${action} ${subjectUserId === undefined ? sql`` : sql`and subject_user_id = ${subjectUserId}`}
      order by id`),
  );
}

const enabledOf = async (id: number) =>
  (await db().select({ enabled: users.enabled }).from(users).where(sql`id = ${id}`))[0]?.enabled;

describe("finding participants", () => {
  it("finds a participant by e-mail, never a staff account, and records the look-up", async () => {
    const volunteer = await makeVolunteer(db());
    const staff = await makeStaffUser(db());
    const found = await support.request({
      method: "GET",
      url: `/backend/secure/staff/db-user?username=${encodeURIComponent(volunteer.email.toUpperCase())}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: volunteer.id, username: volunteer.email, email: volunteer.email });
    for (const email of [staff.email, "nobody@example.org"]) {
      const missing = await support.request({
        method: "GET",
        url: `/backend/secure/staff/db-user?username=${email}`,
      });
      expect(missing.statusCode).toBe(404);
    }
    expect(await auditsOf("LOOKUP_BY_EMAIL", volunteer.id)).toEqual([
      { actor: supportId, subject: volunteer.id, details: { found: true } },
    ]);
  });

  it("needs a last name, matches names from their start, and pages by last then first name", async () => {
    const noLastName = await support.request({
      method: "GET",
      url: "/backend/secure/staff/quick-volunteer-profiles?first-name=Ann",
    });
    expect(noLastName.statusCode).toBe(400);
    expect(noLastName.json()).toMatchObject({
      code: "LAST_NAME_REQUIRED",
      message: "You need to specify a last name",
    });

    await makeVolunteer(
      db(),
      { streetAddress: "1 Main St", city: "Springfield", state: "IL", zipCode: "62701" },
      {
        firstName: "Ann",
        lastName: "Quarrington",
      },
    );
    await makeVolunteer(db(), { city: "Madison" }, { firstName: "Bob", lastName: "quarrington" });
    await makeVolunteer(db(), {}, { firstName: "Ann", lastName: "Quarry" });
    await makeVolunteer(db(), {}, { firstName: "Ann", lastName: "Smith-Quarrington" });
    const search = async (query: string) =>
      (
        await support.request({
          method: "GET",
          url: `/backend/secure/staff/quick-volunteer-profiles?${query}`,
        })
      ).json<Page<QuickProfile>>();
    const all = await search("last-name=QUARR");
    expect(all.totalCount).toBe(3);
    expect(all.page.map((profile) => `${profile.firstName} ${profile.lastName}`)).toEqual([
      "Ann Quarrington",
      "Bob quarrington",
      "Ann Quarry",
    ]);
    expect(all.page[0]?.address).toBe("1 Main St, Springfield, IL 62701");
    expect(all.page[1]?.address).toBe("Madison");
    const anns = await search("last-name=quarr&first-name=an");
    expect(anns.page.map((profile) => profile.lastName)).toEqual(["Quarrington", "Quarry"]);
    const second = await search("last-name=quarr&size=1&page=2");
    expect(second).toMatchObject({ totalCount: 3, fromIndex: 1, page: [{ firstName: "Bob" }] });
    expect((await search("last-name=%25")).totalCount).toBe(0);
    expect((await auditsOf("LOOKUP_BY_NAME")).length).toBeGreaterThanOrEqual(4);
  });
});

describe("a participant's account", () => {
  it("shows names, loved ones, parent, logins and counts, and records the read", async () => {
    const parent = await makeVolunteer(db(), {}, { firstName: "Pat", lastName: "Parent" });
    const child = await makeVolunteer(
      db(),
      {},
      { firstName: "Kim", lastName: "Parent", parentUserId: parent.id },
    );
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const other = await makeStudy(db(), { state: "ACTIVE" });
    const interest = await makeInterest(db(), { studyId: study.id, userId: parent.id });
    await makeMessage(db(), { interest, fromUserId: pi.id, status: "UNREAD", sentDate: new Date() });
    await makeMessage(db(), { interest, fromUserId: pi.id, status: "READ", sentDate: new Date() });
    await makeMatch(db(), { studyId: other.id, userId: parent.id, status: "EXACT" });
    for (let day = 1; day <= 7; day++) {
      await db()
        .insert(loginAudits)
        .values({
          userId: parent.id,
          email: parent.email,
          auditStatus: day === 7 ? "FAILURE" : "SUCCESS",
          auditDate: new Date(Date.UTC(2026, 10, day)),
        });
    }

    const account = (
      await support.request({ method: "GET", url: `/backend/secure/staff/volunteers/${parent.id}/account` })
    ).json<ParticipantAccount>();
    expect(account).toMatchObject({
      id: parent.id,
      email: parent.email,
      fullName: "Pat Parent",
      achildAccount: false,
      parentAccount: null,
      lovedOnes: [{ userId: child.id, fullName: "Kim Parent", parent: false, enabled: true }],
    });
    const childAccount = (
      await support.request({ method: "GET", url: `/backend/secure/staff/volunteers/${child.id}/account` })
    ).json<ParticipantAccount>();
    expect(childAccount).toMatchObject({
      achildAccount: true,
      parentAccount: { userId: parent.id, parent: true },
      lovedOnes: [],
    });
    expect(await auditsOf("VIEW_ACCOUNT", parent.id)).toHaveLength(1);

    const stats = (
      await support.request({
        method: "GET",
        url: `/backend/secure/staff/volunteers/${parent.id}/account-stats`,
      })
    ).json<AccountStats>();
    expect(stats).toMatchObject({
      enabled: true,
      token: false,
      deactivationInfo: null,
      unreadMessageCnt: 1,
      recommendedStudiesCnt: 1,
      showedInterestStudiesCnt: 1,
    });
    expect(
      stats.loginDetails.map((login) => [new Date(login.auditDate).getUTCDate(), login.auditStatus]),
    ).toEqual([
      [7, "FAILURE"],
      [6, "SUCCESS"],
      [5, "SUCCESS"],
      [4, "SUCCESS"],
      [3, "SUCCESS"],
    ]);
    const staff = await makeStaffUser(db());
    expect(
      (await support.request({ method: "GET", url: `/backend/secure/staff/volunteers/${staff.id}/account` }))
        .statusCode,
    ).toBe(404);
  });
});

describe("deactivation and reactivation", () => {
  const deactivate = (userId: number, reasonId = USER_REQUESTED) =>
    support.request({
      method: "POST",
      url: "/backend/secure/volunteer/user-deactivation",
      payload: { userId, reason: { id: reasonId } },
    });
  const reactivate = (userId: number) =>
    support.request({ method: "POST", url: `/backend/secure/volunteer/user-reactivation/${userId}` });

  it("deactivates a parent with their loved ones: no sign-in, no matched lists, the reason shown", async () => {
    const parent = await makeVolunteer(db());
    const child = await makeVolunteer(db(), {}, { parentUserId: parent.id });
    const study = await makeStudy(db(), { state: "ACTIVE" });
    await makeMatch(db(), { studyId: study.id, userId: parent.id, status: "EXACT" });
    await makeMatch(db(), { studyId: study.id, userId: child.id, status: "PARTIAL" });
    await makeSession(db(), parent.id);

    expect((await deactivate(parent.id, 262000)).json().code).toBe("INVALID_DEACTIVATION_REASON");
    expect((await deactivate(parent.id)).statusCode).toBe(204);
    expect([await enabledOf(parent.id), await enabledOf(child.id)]).toEqual([false, false]);
    const left = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from matched_participants where user_id in (${parent.id}, ${child.id})`,
      ),
    );
    expect(left[0]?.n).toBe(0);
    const sessionsLeft = sqlRows(
      await db().execute(sql`select count(*)::int as n from sessions where user_id = ${parent.id}`),
    );
    expect(sessionsLeft[0]?.n).toBe(0);
    const stats = (
      await support.request({
        method: "GET",
        url: `/backend/secure/staff/volunteers/${parent.id}/account-stats`,
      })
    ).json<AccountStats>();
    expect(stats).toMatchObject({ enabled: false, deactivationInfo: { reason: { id: USER_REQUESTED } } });
    expect((await deactivate(parent.id)).json().code).toBe("ACCOUNT_NOT_ACTIVE");
    expect(await auditsOf("DEACTIVATE", parent.id)).toEqual([
      { actor: supportId, subject: parent.id, details: { reasonId: USER_REQUESTED, lovedOnes: [child.id] } },
    ]);
  });

  it("reactivates a loved one with their inactive parent, but a parent without their loved ones", async () => {
    const parent = await makeVolunteer(db());
    const child = await makeVolunteer(db(), {}, { parentUserId: parent.id });
    await deactivate(parent.id);
    expect((await reactivate(child.id)).statusCode).toBe(204);
    expect([await enabledOf(parent.id), await enabledOf(child.id)]).toEqual([true, true]);
    await deactivate(parent.id);
    expect((await reactivate(parent.id)).statusCode).toBe(204);
    expect([await enabledOf(parent.id), await enabledOf(child.id)]).toEqual([true, false]);
    expect((await reactivate(parent.id)).json().code).toBe("ACCOUNT_ALREADY_ACTIVE");
  });

  it("never reactivates a child account deactivated for turning adult, nor one waiting for its verification", async () => {
    const adult = await makeVolunteer(db());
    await db()
      .update(users)
      .set({ enabled: false, deactivationReasonId: CHILD_TURNED_ADULT_REASON_ID })
      .where(sql`id = ${adult.id}`);
    expect((await reactivate(adult.id)).json()).toMatchObject({ code: "REACTIVATION_NOT_ALLOWED" });
    const pending = await makeVolunteer(db(), {}, { enabled: false });
    await db()
      .insert(verificationTokens)
      .values({
        userId: pending.id,
        token: "pending-verification-hash",
        purpose: "EMAIL_VERIFICATION",
        expirationDate: new Date(Date.now() + 3_600_000),
      });
    expect((await reactivate(pending.id)).json()).toMatchObject({ code: "VERIFICATION_PENDING" });
    expect(await enabledOf(adult.id)).toBe(false);
    expect(await enabledOf(pending.id)).toBe(false);
  });
});

describe("password-reset links", () => {
  const resetWith = async (token: string, password = "a brand new password") => {
    const visitor = new TestClient(testApp.app);
    await visitor.fetchCsrf();
    return visitor.request({
      method: "POST",
      url: "/backend/public/password-resets",
      payload: { token, password },
    });
  };

  it("gives a single-use link that sets a new password, and replaces the participant's older links", async () => {
    const volunteer = await makeVolunteer(db());
    const first = await support.request({
      method: "POST",
      url: "/backend/volunteers/forgot-password-confirmations",
      payload: { userName: volunteer.email },
    });
    expect(first.statusCode).toBe(201);
    const link = first.json();
    expect(link).toMatchObject({ userId: volunteer.id, studyId: null });
    expect(link.expirationDate - link.creationDate).toBe(24 * 3_600_000);
    expect(link.link).toContain(`/volunteer/reset-password?token=${link.token}`);
    const stored = sqlRows(
      await db().execute(sql`select token from verification_tokens where user_id = ${volunteer.id}`),
    );
    expect(stored.map((row) => row.token)).not.toContain(link.token);

    const second = (
      await support.request({
        method: "POST",
        url: "/backend/volunteers/forgot-password-confirmations",
        payload: { userName: volunteer.email },
      })
    ).json();
    expect((await resetWith(link.token)).json()).toMatchObject({ code: "INVALID_RESET_TOKEN" });
    expect((await resetWith(second.token, "short")).statusCode).toBe(400);
    expect((await resetWith(second.token)).statusCode).toBe(204);
    expect((await resetWith(second.token)).json()).toMatchObject({ code: "INVALID_RESET_TOKEN" });
    expect(await auditsOf("RESET_PASSWORD_LINK", volunteer.id)).toHaveLength(2);
  });

  it("expires after RESET_PASSWORD_TOKEN_GRACE_PERIOD hours", async () => {
    const volunteer = await makeVolunteer(db());
    const link = await createResetLink({
      db: db(),
      actorUserId: supportId,
      userName: volunteer.email,
      now: new Date(Date.now() - 24 * 3_600_000 - 1000),
    });
    expect((await resetWith(link.token)).json()).toMatchObject({ code: "INVALID_RESET_TOKEN" });
    const missing = await support.request({
      method: "POST",
      url: "/backend/volunteers/forgot-password-confirmations",
      payload: { userName: "nobody@example.org" },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("study-team login", () => {
  it("continues as a team member for at most an hour, every request recorded with both identities, and back", async () => {
    const pi = await makeStaffUser(db());
    const member = await makeStaffUser(db());
    const admin = await makeStaffUser(db(), { roles: ["ADMIN"] });
    const outsider = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      team: [
        { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
        { userId: member.id, role: "TEAM_MEMBER" },
        { userId: admin.id, role: "TEAM_MEMBER" },
      ],
    });
    const agent = await signedInClient(testApp, await makeStaffUser(db(), { roles: ["CUSTOMER_SUPPORT"] }));
    const agentId = (await agent.request({ method: "GET", url: "/backend/public/auth-details" })).json()
      .loggedInUser.userId;

    const numbers = (
      await agent.request({ method: "GET", url: "/backend/secure/staff/study-numbers" })
    ).json();
    expect(numbers).toContainEqual(expect.objectContaining({ id: study.id, studyNum: study.studyNum }));
    const team = (
      await agent.request({
        method: "GET",
        url: `/backend/secure/staff/study-numbers/${study.id}/team-members`,
      })
    ).json();
    expect(
      team.map((row: { userId: number; canImpersonate: boolean }) => [row.userId, row.canImpersonate]),
    ).toEqual(
      expect.arrayContaining([
        [pi.id, true],
        [member.id, true],
        [admin.id, false],
      ]),
    );
    expect(team[0].userId).toBe(pi.id);

    const start = (userId: number) =>
      agent.request({
        method: "POST",
        url: "/backend/secure/staff/impersonations",
        payload: { studyId: study.id, userId },
      });
    expect((await start(admin.id)).statusCode).toBe(403);
    expect((await start(outsider.id)).statusCode).toBe(404);
    expect(
      (await agent.request({ method: "DELETE", url: "/backend/secure/staff/impersonations/current" })).json()
        .code,
    ).toBe("NOT_IMPERSONATING");

    const started = await start(member.id);
    expect(started.statusCode).toBe(204);
    const cookie = started.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    const details = (await agent.request({ method: "GET", url: "/backend/public/auth-details" })).json()
      .loggedInUser;
    expect(details).toMatchObject({ userId: member.id, impersonator: { userId: agentId } });
    expect(
      (await agent.request({ method: "GET", url: `/backend/secure/staff/studies/${study.id}/team-members` }))
        .statusCode,
    ).toBe(200);
    // Acting as a member, customer support has that member's rights only.
    expect(
      (await agent.request({ method: "GET", url: "/backend/secure/staff/study-numbers" })).statusCode,
    ).toBe(403);
    const requests = await auditsOf("IMPERSONATED_REQUEST", member.id);
    expect(
      requests.map((row) => [
        row.actor,
        (row.details as { route: string }).route,
        (row.details as { status: number }).status,
      ]),
    ).toEqual([
      [agentId, "/backend/public/auth-details", 200],
      [agentId, "/backend/secure/staff/studies/:studyId/team-members", 200],
      [agentId, "/backend/secure/staff/study-numbers", 403],
    ]);

    const ended = await agent.request({
      method: "DELETE",
      url: "/backend/secure/staff/impersonations/current",
    });
    expect(ended.statusCode).toBe(204);
    const back = (await agent.request({ method: "GET", url: "/backend/public/auth-details" })).json()
      .loggedInUser;
    expect(back).toMatchObject({ userId: agentId, impersonator: null });
    expect((await auditsOf("IMPERSONATION_START", member.id)).map((row) => row.actor)).toEqual([agentId]);
    expect((await auditsOf("IMPERSONATION_END", member.id)).map((row) => row.actor)).toEqual([agentId]);

    // The member's session made for support ended with it.
    const expires = sqlRows(
      await db().execute(
        sql`select max(expires_at) as "at" from sessions where impersonator_user_id = ${agentId}`,
      ),
    );
    expect(expires[0]?.at ?? null).toBeNull();
  });
});

describe("the DEACTIVATE_ADULT_CHILD_ACCOUNTS job", () => {
  it("deactivates loved ones from their 18th birthday with reason 261001, and nobody else", async () => {
    const parent = await makeVolunteer(db(), { dateOfBirth: "1980-05-01" });
    const turnsToday = await makeVolunteer(db(), { dateOfBirth: "2008-11-24" }, { parentUserId: parent.id });
    const turnsTomorrow = await makeVolunteer(
      db(),
      { dateOfBirth: "2008-11-25" },
      { parentUserId: parent.id },
    );
    const adultOnOwn = await makeVolunteer(db(), { dateOfBirth: "1990-01-01" });
    expect(await deactivateAdultChildAccounts(db(), new Date("2026-11-24T12:00:00Z"))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await enabledOf(turnsToday.id)).toBe(false);
    expect([
      await enabledOf(turnsTomorrow.id),
      await enabledOf(parent.id),
      await enabledOf(adultOnOwn.id),
    ]).toEqual([true, true, true]);
    const [row] = await db()
      .select({ reason: users.deactivationReasonId })
      .from(users)
      .where(sql`id = ${turnsToday.id}`);
    expect(row?.reason).toBe(CHILD_TURNED_ADULT_REASON_ID);
    expect(
      (
        await support.request({
          method: "POST",
          url: `/backend/secure/volunteer/user-reactivation/${turnsToday.id}`,
        })
      ).json().code,
    ).toBe("REACTIVATION_NOT_ALLOWED");
  });
});
