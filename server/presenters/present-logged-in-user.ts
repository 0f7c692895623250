import type { LoggedInUser } from "../../core/contracts/auth";
import type { SessionUser } from "../services/auth/session-user";

/** The fields of the signed-in user the web app may see. */
export function presentLoggedInUser(user: SessionUser): LoggedInUser {
  return {
    userId: user.userId,
    kind: user.type,
    firstName: user.firstName,
    lastName: user.lastName,
    impersonator: user.impersonator,
    roles: user.roles,
    language: user.preferredLanguage,
  };
}
