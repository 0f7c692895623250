import { describe, expect, it } from "vitest";
import { errorRedirect } from "./error-redirect";

const here = "/studies/ABC?page=2";

describe("errorRedirect (spec 001 §8 global handling)", () => {
  it("sends a 401 to the login with the current address", () => {
    expect(errorRedirect(401, {}, here)).toEqual({
      kind: "route",
      to: "/login/study-team?redirectUrl=%2Fstudies%2FABC%3Fpage%3D2",
    });
  });

  it("sends a 403 for the user agreement to the agreement page", () => {
    expect(errorRedirect(403, { authError: "not-agreed-to-user-agreement" }, here)).toEqual({
      kind: "route",
      to: "/user-agreement?redirect-url=%2Fstudies%2FABC%3Fpage%3D2",
    });
  });

  it("sends another 403 to /not-authorized with the body's fields as dashed query names", () => {
    expect(errorRedirect(403, { authError: "missing-role", requiredRole: "ADMIN" }, here)).toEqual({
      kind: "route",
      to: "/not-authorized?auth-error=missing-role&required-role=ADMIN",
    });
  });

  it("sends 404, 500 and 503 to their pages", () => {
    expect(errorRedirect(404, null, here)).toEqual({ kind: "route", to: "/404-page-not-found" });
    expect(errorRedirect(500, { errorId: "e-1" }, here)).toEqual({
      kind: "route",
      to: "/app-error?error-id=e-1",
    });
    expect(errorRedirect(500, "oops", here)).toEqual({ kind: "route", to: "/app-error" });
    expect(errorRedirect(503, null, here)).toEqual({ kind: "page", href: "/503.html" });
  });

  it("sends a volunteer's 404 and 500 to the volunteers' pages, in their frame and language", () => {
    expect(errorRedirect(404, null, "/participate/studies/STUDY09999999")).toEqual({
      kind: "route",
      to: "/volunteer/page-not-found",
    });
    expect(errorRedirect(500, { errorId: "e 1" }, "/volunteer/messages")).toEqual({
      kind: "route",
      to: "/volunteer/app-error?error-id=e%201",
    });
    expect(errorRedirect(500, {}, "/participate")).toEqual({ kind: "route", to: "/volunteer/app-error" });
  });

  it("leaves other statuses to the caller", () => {
    expect(errorRedirect(400, { code: "X" }, here)).toBeNull();
    expect(errorRedirect(409, {}, here)).toBeNull();
  });
});

describe("a volunteer's expired session", () => {
  it("goes to the volunteers' sign-in, and comes back", () => {
    expect(errorRedirect(401, {}, "/volunteer/messages/4")).toEqual({
      kind: "route",
      to: "/volunteer/sign-in?redirectUrl=%2Fvolunteer%2Fmessages%2F4",
    });
    expect(errorRedirect(401, {}, "/volunteers-of-america")).toEqual({
      kind: "route",
      to: expect.stringContaining("/login/study-team"),
    });
  });
});
