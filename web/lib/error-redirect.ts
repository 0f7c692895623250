import { AUTH_ERRORS } from "../../core/contracts/error-codes";
import { isVolunteerSide, VOLUNTEER_PAGES } from "../../core/rules/volunteer-app";
import { paths } from "./paths";

/** The volunteers' page for an unexpected error, with the error's id to quote (as paths.appError for the staff). */
export function volunteerAppErrorPath(errorId?: string): string {
  return `${VOLUNTEER_PAGES.appError}${errorId ? `?error-id=${encodeURIComponent(errorId)}` : ""}`;
}

/** Where the app goes after an untolerated error answer (spec 001 §8 "Global handling"). */
export type ErrorRedirect = { kind: "route"; to: string } | { kind: "page"; href: string } | null;

/** camelCase → dashed, as /not-authorized expects its query names. */
function dashed(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Decides the redirect for an error answer. `currentPath` is the in-app address (without base path)
 * the user is on, so that login and the user agreement can bring them back.
 */
export function errorRedirect(status: number, body: unknown, currentPath: string): ErrorRedirect {
  const fields = asRecord(body);
  switch (status) {
    case 401:
      // A volunteer signs in at their own door (issue 15).
      if (isVolunteerSide(currentPath)) {
        return {
          kind: "route",
          to: `${VOLUNTEER_PAGES.signIn}?redirectUrl=${encodeURIComponent(currentPath)}`,
        };
      }
      return { kind: "route", to: paths.login(currentPath) };
    case 403: {
      if (fields.authError === AUTH_ERRORS.notAgreedToUserAgreement) {
        return { kind: "route", to: paths.userAgreement(currentPath) };
      }
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
          query.set(dashed(name), String(value));
        }
      }
      const search = query.toString();
      return { kind: "route", to: `${paths.notAuthorized()}${search ? `?${search}` : ""}` };
    }
    case 404:
      // A volunteer's pages tell it in the volunteer's language and frame (a flyer's link to a past study).
      return {
        kind: "route",
        to: isVolunteerSide(currentPath) ? VOLUNTEER_PAGES.notFound : paths.notFound(),
      };
    case 500: {
      const errorId = typeof fields.errorId === "string" ? fields.errorId : undefined;
      const to = isVolunteerSide(currentPath) ? volunteerAppErrorPath(errorId) : paths.appError(errorId);
      return { kind: "route", to };
    }
    case 503:
      return { kind: "page", href: "/503.html" };
    default:
      return null;
  }
}
