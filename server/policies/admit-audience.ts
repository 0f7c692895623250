import type { Audience } from "../../core/contracts/endpoint";
import { AUTH_ERRORS } from "../../core/contracts/error-codes";
import { AppError } from "../errors/app-error";
import type { SessionUser } from "../services/auth/session-user";
import { requireRole, requireStaff, requireUser } from "./require-user";

/**
 * Admits the caller to an endpoint of this audience or throws: 401 without a session, 403 for the wrong
 * kind of user, an unaccepted user agreement or a missing role. Study membership is checked apart, once
 * the study is known (access gate).
 */
export function admitAudience(audience: Audience, user: SessionUser | null): void {
  switch (audience.kind) {
    case "public":
      return;
    case "signedIn":
      requireUser(user);
      return;
    case "staff":
    case "studyMember":
      requireStaff(user);
      return;
    case "role":
      requireRole(user, audience.roles);
      return;
    case "volunteer":
      if (requireUser(user).type !== "VOLUNTEER") throw AppError.forbidden(AUTH_ERRORS.notVolunteer);
      return;
  }
}
