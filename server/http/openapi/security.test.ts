import { describe, expect, it } from "vitest";
import { audience } from "../../../core/contracts/endpoint";
import { securityOf } from "./security";

describe("an operation's security from its audience", () => {
  it("asks nothing of a public read and the CSRF token of a public write", () => {
    expect(securityOf({ audience: audience.public, method: "GET" })).toEqual([{}]);
    expect(securityOf({ audience: audience.public, method: "POST" })).toEqual([{ csrfToken: [] }]);
  });

  it("asks nothing of the identity provider's cross-site post", () => {
    expect(securityOf({ audience: audience.public, method: "POST", crossSitePost: true })).toEqual([{}]);
  });

  it("asks staff for their session, with the CSRF token on writes, or an API token where taken", () => {
    expect(securityOf({ audience: audience.studyMember(), method: "GET" })).toEqual([{ staffSession: [] }]);
    expect(securityOf({ audience: audience.role("STUDY_IMPORTER"), method: "POST", apiToken: true })).toEqual(
      [{ staffSession: [], csrfToken: [] }, { apiToken: [] }],
    );
  });

  it("takes either session where every signed-in user may call, and the volunteer's where only they may", () => {
    expect(securityOf({ audience: audience.signedIn, method: "POST" })).toEqual([
      { staffSession: [], csrfToken: [] },
      { volunteerSession: [], csrfToken: [] },
    ]);
    expect(securityOf({ audience: audience.volunteer, method: "PUT" })).toEqual([
      { volunteerSession: [], csrfToken: [] },
    ]);
  });
});
