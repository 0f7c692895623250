import type { LoggedInUser } from "../../core/contracts/auth";
import type { SessionUser } from "../services/auth/session-user";

/** The fields of the signed-in user the web app may see. */
export function presentLoggedInUser(user: SessionUser): LoggedInUser {
  return { userId: user.userId, firstName: user.firstName, roles: user.roles };
}
