import { describe, expect, it } from "vitest";
import { audience } from "../../../core/contracts/endpoint";
import { errorAnswersOf } from "./error-answers";

const base = {
  hasInputs: false,
  hasPathParameters: false,
  rateLimited: false,
  crossSitePost: false,
  otherErrors: {},
};
const statuses = (answers: object) => Object.keys(answers).map(Number);

describe("the error answers an operation can give", () => {
  it("gives a public read without inputs only the unexpected error and the database out of reach", () => {
    const answers = errorAnswersOf({ ...base, audience: audience.public, method: "GET" });
    expect(statuses(answers)).toEqual([500, 503]);
    expect(answers[503]?.description).toMatch(/Retry-After.*DATABASE_UNAVAILABLE/);
  });

  it("gives a study's read validation, no session, not allowed and not found", () => {
    const answers = errorAnswersOf({
      ...base,
      audience: audience.studyMember(),
      method: "GET",
      hasInputs: true,
    });
    expect(statuses(answers)).toEqual([400, 401, 403, 404, 500, 503]);
    expect(answers[404]?.description).toMatch(/not on the study's team/);
  });

  it("gives a rate-limited public write its CSRF refusal, media type, 429 and its own 401", () => {
    const answers = errorAnswersOf({
      ...base,
      audience: audience.public,
      method: "POST",
      hasInputs: true,
      rateLimited: true,
      otherErrors: { 401: "The e-mail address or the password is wrong" },
    });
    expect(statuses(answers)).toEqual([400, 401, 403, 415, 429, 500, 503]);
    expect(answers[403]?.description).toMatch(/CSRF/);
    expect(answers[429]?.schema).toBe("TooManyRequestsBody");
    expect(answers[401]?.description).toBe("The e-mail address or the password is wrong");
  });

  it("names the roles a role's operation needs and leaves CSRF out of a cross-site post", () => {
    expect(
      errorAnswersOf({ ...base, audience: audience.role("ADMIN"), method: "GET" })[403]?.description,
    ).toMatch(/not holding ADMIN/);
    expect(
      errorAnswersOf({ ...base, audience: audience.public, method: "POST", crossSitePost: true })[403],
    ).toBeUndefined();
  });
});
