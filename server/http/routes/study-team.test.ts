import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TeamAccess } from "../../../core/contracts/study-team";
import { sqlRows } from "../../db/sql-rows";
import { appWithMailbox } from "../../test/app-with-mailbox";
import { makeStaffUser, makeStudy } from "../../test/factories";
import { deliverOutbox } from "../../test/smtp-sink";
import { signedInClient, TestClient } from "../../test/test-app";

const context = appWithMailbox();
const db = () => context.testApp.database.db;
const team = (studyId: number) => `/backend/secure/staff/studies/${studyId}/team-members`;

async function world() {
  const pi = await makeStaffUser(db(), { firstName: "Priya" });
  const study = await makeStudy(db(), { team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
  return { pi, study, client: await signedInClient(context.testApp, pi) };
}

/** Sends the outbox to the SMTP sink and answers the invitation link's token in the mail to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = (await deliverOutbox(db(), context.smtp)).find((received) => received.to.includes(email));
  const token = mail?.text.match(/accept-invite=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

async function visitor(): Promise<TestClient> {
  const client = new TestClient(context.testApp.app);
  await client.fetchCsrf();
  return client;
}

/** Makes an account from an invitation, as the invitation page does. */
const createAccount = (client: TestClient, token: string, password: string) =>
  client.request({
    method: "POST",
    url: "/backend/public/team-invites/account",
    headers: { authorization: `Bearer ${token}` },
    payload: { firstName: "Casey", lastName: "Colleague", password },
  });

const invite = (client: TestClient, studyId: number, email: string) =>
  client.request({
    method: "POST",
    url: `${team(studyId)}/invites`,
    payload: { name: "Casey Colleague", email },
  });

const accept = (client: TestClient, token: string) =>
  client.request({
    method: "POST",
    url: "/backend/secure/staff/team-invites/acceptance",
    headers: { authorization: `Bearer ${token}` },
  });

describe("study-team invitations", () => {
  it("mails a single-use link; accepting joins the team, and the invitation leaves the pending list", async () => {
    const { study, client } = await world();
    const colleague = await makeStaffUser(db());
    const response = await invite(client, study.id, colleague.email);
    expect(response.statusCode, response.body).toBe(201);
    const pending = (await client.request({ method: "GET", url: team(study.id) })).json<TeamAccess>();
    expect(pending.invitees.map((invitee) => invitee.email)).toEqual([colleague.email]);
    const token = await tokenMailedTo(colleague.email);
    // Only the token's hash is stored.
    const stored = await db().execute(sql`select token from study_team_invites where study_id = ${study.id}`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const colleagueClient = await signedInClient(context.testApp, colleague);
    const accepted = await accept(colleagueClient, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ studyId: study.id, studyNum: study.studyNum });
    const after = (await client.request({ method: "GET", url: team(study.id) })).json<TeamAccess>();
    expect(after.invitees).toEqual([]);
    expect(after.members.map((member) => [member.role, member.studyTeamMemberUser.id])).toContainEqual([
      "TEAM_MEMBER",
      colleague.id,
    ]);
    expect((await accept(colleagueClient, token)).statusCode).toBe(400);
  });

  it("refuses an expired, withdrawn or replaced link, and answers 409 to a member already", async () => {
    const { pi, study, client } = await world();
    const colleague = await makeStaffUser(db());
    const colleagueClient = await signedInClient(context.testApp, colleague);

    await invite(client, study.id, "expired@example.edu");
    const expired = await tokenMailedTo("expired@example.edu");
    await db().execute(sql`update study_team_invites set created_at = now() - interval '169 hours'
      where email = 'expired@example.edu'`);
    expect((await accept(colleagueClient, expired)).json().code).toBe("INVALID_INVITE");

    const withdrawn = await invite(client, study.id, "withdrawn@example.edu");
    const withdrawnToken = await tokenMailedTo("withdrawn@example.edu");
    const uninvite = await client.request({
      method: "DELETE",
      url: `${team(study.id)}/invites/${withdrawn.json().id}`,
    });
    expect(uninvite.statusCode).toBe(204);
    expect((await accept(colleagueClient, withdrawnToken)).statusCode).toBe(400);
    // Withdrawn already: 404, and resending it too.
    expect(
      (await client.request({ method: "DELETE", url: `${team(study.id)}/invites/${withdrawn.json().id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await client.request({
          method: "POST",
          url: `${team(study.id)}/invites/${withdrawn.json().id}/emails`,
        })
      ).statusCode,
    ).toBe(404);

    const resent = await invite(client, study.id, "resent@example.edu");
    const first = await tokenMailedTo("resent@example.edu");
    const again = await client.request({
      method: "POST",
      url: `${team(study.id)}/invites/${resent.json().id}/emails`,
    });
    expect(again.statusCode).toBe(204);
    const second = await tokenMailedTo("resent@example.edu");
    expect(second).not.toBe(first);
    expect((await accept(colleagueClient, first)).statusCode).toBe(400);

    // A token opened at another study's link is refused, and stays good for its own.
    const other = await world();
    const elsewhere = await colleagueClient.request({
      method: "POST",
      url: `/backend/secure/staff/team-invites/acceptance?study-num=${other.study.studyNum}`,
      headers: { authorization: `Bearer ${second}` },
    });
    expect(elsewhere.statusCode).toBe(400);
    // A link whose study number no study has answers 404 (the page goes to /404-page-not-found), and the
    // token is not spent.
    const unknown = await colleagueClient.request({
      method: "POST",
      url: "/backend/secure/staff/team-invites/acceptance?study-num=NO-SUCH-STUDY",
      headers: { authorization: `Bearer ${second}` },
    });
    expect(unknown.statusCode).toBe(404);
    const piClient = await signedInClient(context.testApp, pi);
    const member = await accept(piClient, second);
    expect(member.statusCode).toBe(409);
    expect(member.json().code).toBe("ALREADY_TEAM_MEMBER");

    for (const token of ["short", "not a token at all!", ""]) {
      const malformed = await accept(colleagueClient, token);
      expect(malformed.statusCode).toBe(400);
    }
  });

  it("validates the invite form", async () => {
    const { study, client } = await world();
    for (const payload of [
      { name: "", email: "a@example.edu" },
      { name: "A", email: "not-an-email" },
      { name: "A", email: `${"a".repeat(95)}@example.edu` },
      { name: "x".repeat(101), email: "a@example.edu" },
    ]) {
      const response = await client.request({ method: "POST", url: `${team(study.id)}/invites`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("a new account from an invitation", () => {
  it("is created for the invitation's e-mail, joins the team and is signed in; the link is spent", async () => {
    const { study, client } = await world();
    const email = `newcomer-${Date.now()}@example.edu`;
    await invite(client, study.id, email);
    const token = await tokenMailedTo(email);
    const anonymous = await visitor();
    const bearer = { authorization: `Bearer ${token}` };
    const invitation = await anonymous.request({
      method: "GET",
      url: "/backend/public/team-invites/invitation",
      headers: bearer,
    });
    expect(invitation.json()).toEqual({
      email,
      name: "Casey Colleague",
      hasAccount: false,
      studyNum: study.studyNum,
    });
    const weak = await createAccount(anonymous, token, "short");
    expect(weak.statusCode).toBe(400);
    const created = await createAccount(anonymous, token, "a long enough password");
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ studyId: study.id, studyNum: study.studyNum });
    const details = await anonymous.request({ method: "GET", url: "/backend/public/auth-details" });
    expect(details.json().loggedInUser).toMatchObject({ firstName: "Casey" });
    const [member] = sqlRows(
      await db().execute(sql`select m.role from study_team_members m join users u on u.id = m.user_id
        where m.study_id = ${study.id} and u.email = ${email}`),
    );
    expect(member?.role).toBe("TEAM_MEMBER");
    const reused = await createAccount(anonymous, token, "a long enough password");
    expect(reused.statusCode).toBe(400);
  });

  it("is refused (409) for an e-mail that has an account: that person signs in to accept", async () => {
    const { study, client } = await world();
    const colleague = await makeStaffUser(db());
    await invite(client, study.id, colleague.email);
    const token = await tokenMailedTo(colleague.email);
    const anonymous = await visitor();
    const bearer = { authorization: `Bearer ${token}` };
    const invitation = await anonymous.request({
      method: "GET",
      url: "/backend/public/team-invites/invitation",
      headers: bearer,
    });
    expect(invitation.json().hasAccount).toBe(true);
    const created = await createAccount(anonymous, token, "a long enough password");
    expect(created.statusCode).toBe(409);
    // The invitation is still good for the account's owner.
    expect((await accept(await signedInClient(context.testApp, colleague), token)).statusCode).toBe(200);
  });
});

describe("the team", () => {
  it("lists the principal investigator first; members can be removed, the principal investigator not", async () => {
    const { pi, study, client } = await world();
    const colleague = await makeStaffUser(db(), { firstName: "Aaron" });
    await db().execute(sql`insert into study_team_members (study_id, user_id, role)
      values (${study.id}, ${colleague.id}, 'TEAM_MEMBER')`);
    const access = (await client.request({ method: "GET", url: team(study.id) })).json<TeamAccess>();
    expect(access.members.map((member) => member.studyTeamMemberUser.id)).toEqual([pi.id, colleague.id]);
    const [piMember, colleagueMember] = access.members;
    const refused = await client.request({ method: "DELETE", url: `${team(study.id)}/${piMember?.id}` });
    expect(refused.statusCode).toBe(403);
    expect(
      (await client.request({ method: "DELETE", url: `${team(study.id)}/${colleagueMember?.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await client.request({ method: "DELETE", url: `${team(study.id)}/${colleagueMember?.id}` }))
        .statusCode,
    ).toBe(404);
    // The removed colleague no longer sees the study.
    const colleagueClient = await signedInClient(context.testApp, colleague);
    expect((await colleagueClient.request({ method: "GET", url: team(study.id) })).statusCode).toBe(404);
  });
});
