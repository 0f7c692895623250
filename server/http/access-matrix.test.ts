import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Audience } from "../../core/contracts/endpoint";
import { ErrorBody, ForbiddenBody } from "../../core/contracts/errors";
import { GLOBAL_ROLES } from "../../core/rules/roles";
import { type AccessWorld, buildAccessWorld } from "../test/access-world";
import { type ApiRequest, wellFormedRequest } from "../test/api-fuzz/operation-request";
import { databaseDigest } from "../test/database-digest";
import { createTestApp, type TestApp, type TestClient } from "../test/test-app";
import type { Operation } from "./plugins/route-declarations";

/**
 * Who may call each operation, written here a second time on purpose: a route added with the wrong
 * audience, or without an entry here, fails this suite (docs/decisions/010-endpoint-audiences.md).
 */
const EXPECTED_AUDIENCES: Record<string, string> = {
  "GET /backend/openapi.json": "public",
  "GET /backend/csrf": "public",
  "GET /backend/public/auth-details": "public",
  "POST /backend/public/login": "public",
  "POST /backend/logout": "public",
  "GET /backend/secure/staff/authorization-check": "staff",
  "POST /backend/secure/errors": "signedIn",
  "POST /backend/secure/user-agreement-acceptances": "signedIn",
  "GET /backend/lookup-values": "public",
  "POST /backend/lookup-values/refresh": "role ADMIN",
  "GET /backend/public/studies/properties": "public",
  "GET /backend/public/criterion-variable": "public",
  "GET /backend/public/languages": "public",
  "GET /backend/public/notification-settings": "public",
  "GET /backend/public/sso/providers": "public",
  "GET /backend/public/sso/oidc/start": "public",
  "GET /backend/public/sso/oidc/callback": "public",
  "GET /backend/public/sso/saml/start": "public",
  "POST /backend/public/sso/saml/acs": "public",
  "GET /backend/public/sso/saml/metadata": "public",
  "GET /backend/secure/staff/studies/": "staff",
  "GET /backend/secure/staff/studies/:studyId": "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId": "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/study-property-values": "studyMember params.studyId",
  "GET /backend/secure/staff/study-synopses/": "staff",
  "GET /backend/secure/staff/study-synopses/:studyNum": "staff",
  "GET /backend/secure/staff/registered-studies/:studyNum": "staff",
  "GET /backend/secure/staff/imported-studies/:studyNum": "staff",
  "POST /backend/secure/staff/studies": "staff",
  "GET /backend/secure/staff/studies/:studyId/information": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/eligibility-criteria": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/matched-participants": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/match-statistics": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/matched-participants/:userId": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/matched-participants/:userId/:direction":
    "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/matched-participants/:userId": "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/matched-participants/": "studyMember params.studyId",
  "GET /backend/secure/volunteers/:userId": "studyMember query.study-id",
  "GET /backend/secure/staff/studies/:studyId/interested-participants": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/interested-statistics": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/insights": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/insights/export": "studyMember params.studyId",
  "POST /backend/secure/staff/feasibility": "staff",
  "GET /backend/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId":
    "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId/:direction":
    "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId":
    "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/interested-names": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/labels": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/labels": "studyMember params.studyId",
  "PUT /backend/secure/staff/studies/:studyId/labels/:labelId": "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/labels/:labelId": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/interested-participant-profiles/export":
    "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/message-templates": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/message-templates/:templateId": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/message-templates": "studyMember params.studyId",
  "PUT /backend/secure/staff/studies/:studyId/message-templates/:templateId": "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/message-templates/:templateId": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/questionnaire": "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/questionnaire/participant-answers":
    "studyMember params.studyId",
  "GET /backend/secure/staff/studies/:studyId/attachments": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/attachments": "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/attachments/:attachmentId": "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/attachments/:attachmentId": "studyMember params.studyId",
  "GET /backend/secure/studies/:studyId/attachments/:attachmentId": "studyMember params.studyId",
  "POST /backend/secure/messages": "studyMember body.studyVolunteer.studyId",
  "POST /backend/secure/bulk-messages": "studyMember body.studyId",
  "POST /backend/secure/staff/studies/:studyId/questionnaire/questions": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/questionnaire/bank-questions": "studyMember params.studyId",
  "PUT /backend/secure/staff/studies/:studyId/questionnaire/questions/:questionId":
    "studyMember params.studyId",
  "PATCH /backend/secure/staff/studies/:studyId/questionnaire/questions/:questionId":
    "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/questionnaire/questions/:questionId":
    "studyMember params.studyId",
  "GET /backend/secure/staff/question-bank": "staff",
  "GET /backend/secure/staff/studies/:studyId/team-members": "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/team-members/:memberId": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/team-members/invites": "studyMember params.studyId",
  "DELETE /backend/secure/staff/studies/:studyId/team-members/invites/:inviteId":
    "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/team-members/invites/:inviteId/emails":
    "studyMember params.studyId",
  "POST /backend/secure/staff/team-invites/acceptance": "staff",
  "GET /backend/public/team-invites/invitation": "public",
  "GET /backend/jobs/": "role ADMIN",
  "POST /backend/jobs/:name/execute": "role ADMIN",
  "GET /backend/jobs/fake/next-execution-times": "role ADMIN",
  "PATCH /backend/jobs/:name": "role ADMIN",
  "POST /backend/public/team-invites/account": "public",
  "GET /backend/secure/staff/studies/:studyId/notifications": "studyMember params.studyId",
  "POST /backend/secure/staff/studies/:studyId/notifications": "studyMember params.studyId",
  "PUT /backend/secure/staff/studies/:studyId/notifications/:notificationId": "studyMember params.studyId",
  "GET /backend/secure/conversations/:studyVolunteerId": "studyMember query.study-id",
  "GET /backend/secure/staff/studies/:studyId/conversations": "studyMember params.studyId",
  "GET /backend/application-settings/": "role ADMIN",
  "GET /backend/application-settings/:settingId": "role ADMIN",
  "PUT /backend/application-settings/:settingId": "role ADMIN",
  "POST /backend/application-settings/refresh": "role ADMIN",
  "GET /backend/public/application-announcements": "public",
  "GET /backend/secure/admin/application-announcements/": "role ADMIN",
  "POST /backend/secure/admin/application-announcements/": "role ADMIN",
  "PUT /backend/secure/admin/application-announcements/:announcementId": "role ADMIN",
  "DELETE /backend/secure/admin/application-announcements/:announcementId": "role ADMIN",
  "GET /backend/secure/admin/outbox": "role ADMIN",
  "GET /backend/secure/admin/outbox/:mailId": "role ADMIN",
  "POST /backend/public/password-resets": "public",
  "GET /backend/secure/staff/db-user": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/quick-volunteer-profiles": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/volunteers/:userId/account": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/volunteers/:userId/account-stats": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/volunteer/user-deactivation": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/volunteer/user-reactivation/:userId": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/volunteers/forgot-password-confirmations": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/study-numbers": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/study-numbers/:studyNumberId/team-members": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/staff/impersonations": "role CUSTOMER_SUPPORT|ADMIN",
  "DELETE /backend/secure/staff/impersonations/current": "signedIn",
  "GET /backend/secure/staff/study-importer-invites/": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/staff/study-importer-invites/": "role CUSTOMER_SUPPORT|ADMIN",
  "DELETE /backend/secure/staff/study-importer-invites/:inviteId": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/staff/study-importer-invites/:inviteId": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/study-importers/": "role CUSTOMER_SUPPORT|ADMIN",
  "GET /backend/secure/staff/study-importers/:importerId": "role CUSTOMER_SUPPORT|ADMIN",
  "DELETE /backend/secure/staff/study-importers/:importerId": "role CUSTOMER_SUPPORT|ADMIN",
  "POST /backend/secure/staff/study-importers/": "staff",
  "POST /backend/secure/staff/study-intake-csv": "role ADMIN|STUDY_IMPORTER",
  "POST /backend/secure/staff/json-web-token/": "role ADMIN|STUDY_IMPORTER",
  "GET /backend/secure/staff/json-web-token/": "role ADMIN|STUDY_IMPORTER",
  "DELETE /backend/secure/staff/json-web-token/:id": "role ADMIN|STUDY_IMPORTER",
  "GET /backend/public/participate/studies": "public",
  "GET /backend/public/participate/studies/:studyNum": "public",
  "POST /backend/public/volunteers/sign-up": "public",
  "POST /backend/public/volunteers/email-verifications": "public",
  "POST /backend/public/volunteers/login": "public",
  "POST /backend/public/volunteers/password-reset-requests": "public",
  "GET /backend/volunteer/profile": "volunteer",
  "PUT /backend/volunteer/profile": "volunteer",
  "GET /backend/volunteer/access-log": "volunteer",
  "GET /backend/volunteer/loved-ones": "volunteer",
  "POST /backend/volunteer/loved-ones": "volunteer",
  "GET /backend/volunteer/loved-ones/:lovedOneId/profile": "volunteer",
  "PUT /backend/volunteer/loved-ones/:lovedOneId/profile": "volunteer",
  "POST /backend/volunteer/deactivation": "volunteer",
  "PUT /backend/volunteer/language": "volunteer",
  "GET /backend/volunteer/data-export": "volunteer",
  "GET /backend/volunteer/studies/:studyNum/interest-form": "volunteer",
  "POST /backend/volunteer/studies/:studyNum/interest": "volunteer",
  "GET /backend/volunteer/asks": "volunteer",
  "POST /backend/volunteer/asks/:studyNum/decline": "volunteer",
  "GET /backend/volunteer/conversations": "volunteer",
  "GET /backend/volunteer/conversations/:studyVolunteerId": "volunteer",
  "POST /backend/volunteer/conversations/:studyVolunteerId/messages": "volunteer",
  "GET /backend/volunteer/conversations/:studyVolunteerId/attachments/:attachmentId": "volunteer",
};

/** An audience in the words of the table above. */
function audienceText(audience: Audience): string {
  switch (audience.kind) {
    case "role":
      return `role ${audience.roles.join("|")}`;
    case "studyMember": {
      const source = audience.study;
      return `studyMember ${source.in}.${source.in === "body" ? source.path.join(".") : source.key}`;
    }
    default:
      return audience.kind;
  }
}

/** Operations whose declared audience differs from the table, or that the table lacks or has extra. */
function audienceMismatches(
  operations: readonly Pick<Operation, "method" | "url" | "audience">[],
  expected: Record<string, string>,
): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const operation of operations) {
    const key = `${operation.method} ${operation.url}`;
    seen.add(key);
    const declared = audienceText(operation.audience);
    if (!(key in expected)) problems.push(`${key}: declared ${declared}, missing from the table`);
    else if (expected[key] !== declared)
      problems.push(`${key}: declared ${declared}, expected ${expected[key]}`);
  }
  for (const key of Object.keys(expected))
    if (!seen.has(key)) problems.push(`${key}: in the table, not registered`);
  return problems;
}

type Expectation = "admitted" | 401 | 403 | 404;

/** What the gate must answer an actor on an operation of this audience. */
function expectationFor(actor: ActorName, audience: Audience): Expectation {
  if (audience.kind === "public") return "admitted";
  if (actor === "anonymous") return 401;
  if (actor === "volunteer")
    return audience.kind === "signedIn" || audience.kind === "volunteer" ? "admitted" : 403;
  if (audience.kind === "signedIn") return "admitted";
  if (audience.kind === "volunteer") return 403;
  if (actor === "newcomer") return 403;
  if (audience.kind === "staff") return "admitted";
  if (audience.kind === "role") {
    const role = GLOBAL_ROLES.find((name) => actor === `role:${name}`);
    return actor === "superuser" || (role && audience.roles.includes(role)) ? "admitted" : 403;
  }
  return actor === "member" || actor === "superuser" ? "admitted" : 404;
}

const ACTOR_NAMES = [
  "anonymous",
  "newcomer",
  "outsider",
  "otherTeam",
  "member",
  "superuser",
  "volunteer",
  ...GLOBAL_ROLES.map((role) => `role:${role}` as const),
] as const;
type ActorName = (typeof ACTOR_NAMES)[number];

function clientOf(world: AccessWorld, actor: ActorName): TestClient {
  if (actor.startsWith("role:"))
    return world.actors.withRole[actor.slice(5) as (typeof GLOBAL_ROLES)[number]];
  return world.actors[actor as Exclude<ActorName, `role:${string}`>];
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let testApp: TestApp;
let world: AccessWorld;
/** Probe ids of requests the access gate let through (a hook after the gate's own records them). */
const admitted = new Set<string>();

beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady: (app) => {
      app.addHook("preValidation", async (request) => {
        const probe = request.headers["x-matrix-probe"];
        if (typeof probe === "string") admitted.add(probe);
      });
    },
  });
  world = await buildAccessWorld(testApp);
});
afterAll(() => testApp.close());

async function send(client: TestClient, request: ApiRequest) {
  const probe = randomUUID();
  const response = await client.request({
    ...request,
    headers: { ...request.headers, "x-matrix-probe": probe },
  });
  return { response, admitted: admitted.has(probe) };
}

/** Operations that end the caller's session go last: a volunteer closing their account, then signing out. */
const endsSession = (url: string) =>
  url.endsWith("/logout") ? 2 : url.endsWith("/volunteer/deactivation") ? 1 : 0;

/** Every (actor, operation) pair whose expected outcome is `phase`, those ending the session last. */
function pairs(phase: "refused" | "admitted") {
  const operations = [...testApp.app.operations].sort((a, b) => endsSession(a.url) - endsSession(b.url));
  return operations.flatMap((operation) =>
    ACTOR_NAMES.map((actor) => ({
      actor,
      operation,
      expected: expectationFor(actor, operation.audience),
    })).filter((pair) => (pair.expected === "admitted") === (phase === "admitted")),
  );
}

describe("the access matrix over every registered operation", () => {
  it("covers every /backend route the app registered", () => {
    expect(testApp.app.operations.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED_AUDIENCES).length);
    expect(testApp.app.operations.every((operation) => operation.url.startsWith("/backend"))).toBe(true);
  });

  it("finds each operation's declared audience in the table", () => {
    expect(audienceMismatches(testApp.app.operations, EXPECTED_AUDIENCES)).toEqual([]);
  });

  it("tells a wrong, missing or stale declaration (the table check's own check)", () => {
    const wrong = { method: "GET", url: "/backend/x/:studyId", audience: { kind: "staff" } as const };
    const problems = audienceMismatches([wrong], {
      "GET /backend/x/:studyId": "studyMember params.studyId",
      "GET /backend/gone": "public",
    });
    expect(problems).toEqual([
      "GET /backend/x/:studyId: declared staff, expected studyMember params.studyId",
      "GET /backend/gone: in the table, not registered",
    ]);
    expect(audienceMismatches([wrong], {})).toEqual([
      "GET /backend/x/:studyId: declared staff, missing from the table",
    ]);
  });

  it("refuses every caller outside an operation's audience before parsing, and changes nothing", async () => {
    const before = await databaseDigest(testApp.database.db);
    const violations: string[] = [];
    const refused = pairs("refused");
    for (const { actor, operation, expected } of refused) {
      const request = wellFormedRequest(operation, world);
      const { response, admitted: passed } = await send(clientOf(world, actor), request);
      const status = response.statusCode;
      const name = `${actor} ${operation.method} ${operation.url}`;
      const shape = status === 403 ? ForbiddenBody : ErrorBody;
      // Another team's study may also answer 403; it must never answer 2xx nor reach the handler.
      const statusOk = status === expected || (expected === 404 && status === 403);
      if (!statusOk) violations.push(`${name}: answered ${status}, expected ${expected}`);
      if (passed) violations.push(`${name}: the gate let it through`);
      if (!shape.safeParse(jsonOf(response.body)).success)
        violations.push(`${name}: answer ${response.body.slice(0, 200)}`);
    }
    expect(violations).toEqual([]);
    expect(refused.length).toBeGreaterThan(100);
    expect(await databaseDigest(testApp.database.db)).toEqual(before);
  });

  it("lets every caller in an operation's audience through the gate, and no answer is a 5xx", async () => {
    const violations: string[] = [];
    for (const { actor, operation } of pairs("admitted")) {
      const request = wellFormedRequest(operation, world);
      const { response, admitted: passed } = await send(clientOf(world, actor), request);
      const name = `${actor} ${operation.method} ${operation.url}`;
      if (!passed) violations.push(`${name}: refused with ${response.statusCode} ${response.body}`);
      if (response.statusCode >= 500) violations.push(`${name}: answered ${response.statusCode}`);
    }
    expect(violations).toEqual([]);
  });
});
