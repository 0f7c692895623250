import { AUTH_ERRORS, ERROR_CODES } from "../../core/contracts/error-codes";
import { type GlobalRole, hasAnyRole } from "../../core/rules/roles";
import { AppError } from "../errors/app-error";
import type { SessionUser } from "../services/auth/session-user";

/** A signed-in user, or 401. */
export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError(ERROR_CODES.notAuthenticated, 401, "You need to log in");
  return user;
}

/** A signed-in staff member who accepted the user agreement (every /backend/secure/staff call). */
export function requireStaff(user: SessionUser | null): SessionUser {
  const signedIn = requireUser(user);
  if (signedIn.type !== "STAFF") throw AppError.forbidden(AUTH_ERRORS.notStaff);
  if (!signedIn.agreedToUserAgreement) throw AppError.forbidden(AUTH_ERRORS.notAgreedToUserAgreement);
  return signedIn;
}

/** A staff member holding one of the roles, e.g. ADMIN for the admin area. */
export function requireRole(user: SessionUser | null, roles: readonly GlobalRole[]): SessionUser {
  const staff = requireStaff(user);
  if (!hasAnyRole(staff.roles, roles)) {
    throw AppError.forbidden(AUTH_ERRORS.missingRole, { requiredRole: roles.join(",") });
  }
  return staff;
}
