import { z } from "zod";
import { GLOBAL_ROLES } from "../rules/roles";
import { INVITE_ACCOUNT_TEXTS, PASSWORD_MIN_LENGTH } from "../rules/study-team";
import { audience, defineEndpoint } from "./endpoint";

/** GET /backend/csrf */
export const CsrfResponse = z.object({
  /** Value to send on every mutating call. */
  token: z.string(),
  /** Header that carries it. */
  headerName: z.string(),
});
export type CsrfResponse = z.infer<typeof CsrfResponse>;

export const LoggedInUser = z.object({
  userId: z.number().int(),
  /** A staff member or a volunteer: each has their own side of the app. */
  kind: z.enum(["STAFF", "VOLUNTEER"]),
  firstName: z.string(),
  lastName: z.string(),
  /** Customer support acting as this user: every page says so and offers the way back. */
  impersonator: z.object({ userId: z.number().int(), fullName: z.string() }).nullable(),
  /** Global roles only; study roles come with each study. */
  roles: z.array(z.enum(GLOBAL_ROLES)),
  /** The language a volunteer chose for their pages and e-mails (issue 25), or null when none is known. */
  language: z.string().nullable(),
});
export type LoggedInUser = z.infer<typeof LoggedInUser>;

/** GET /backend/public/auth-details: loggedInUser is null for a visitor. */
export const AuthDetails = z.object({ loggedInUser: LoggedInUser.nullable() });
export type AuthDetails = z.infer<typeof AuthDetails>;

/** POST /backend/public/login */
export const LoginBody = z.object({
  /** E-mail address, compared case-insensitively. */
  email: z.string().trim().min(1, "Email is required").max(100, "Email must have at most 100 characters"),
  password: z.string().min(1, "Password is required").max(200, "Password must have at most 200 characters"),
  /** Where the user was going; only an in-app path is honoured (no open redirect). */
  redirectUrl: z.string().max(2_000).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /backend/public/login answer: the user and the safe in-app path to continue to. */
export const LoginResponse = AuthDetails.extend({ redirectPath: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The one message for a failed sign-in: it never says which part was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = "The email or password you entered is incorrect.";
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE =
  "Too many sign-in attempts. Please wait a minute and try again.";
/** A single-use link of an e-mail (a password reset, an e-mail verification) that can serve no more. */
export const SPENT_LINK_MESSAGE = "This link is not valid: it was used already or it expired.";

/** A password someone chooses (a new account, a reset): the one rule for every form. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, INVITE_ACCOUNT_TEXTS.passwordTooShort)
  .max(200, "Password must have at most 200 characters");

/** POST /backend/public/password-resets: the token of a reset link and the new password. */
export const PasswordResetBody = z.object({
  token: z
    .string()
    .max(100, { error: "The link is not valid", abort: true })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is not valid"),
  password: NewPassword,
});

/** POST /backend/logout: where the browser goes next. */
export const LogoutResponse = z.object({ redirectUrl: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** POST /backend/secure/errors */
export const ErrorReportBody = z.object({
  message: z.string().max(10_000),
  callStack: z.string().max(50_000).nullish(),
  componentStack: z.string().max(50_000).nullish(),
  url: z.string().max(2_000).nullish(),
});
export type ErrorReportBody = z.infer<typeof ErrorReportBody>;

export const ErrorReportResponse = z.object({ errorId: z.string() });
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;

/** POST /backend/secure/user-agreement-acceptances */
export const UserAgreementAcceptance = z.object({ agreedDate: z.number().int() });
export type UserAgreementAcceptance = z.infer<typeof UserAgreementAcceptance>;

/** The sign-in, session and error-report calls (spec 001 §7). */
export const authEndpoints = {
  csrf: defineEndpoint({
    method: "GET",
    path: "/csrf",
    summary: "The CSRF token every mutating call must carry, and the header that carries it",
    audience: audience.public,
    response: CsrfResponse,
  }),
  authDetails: defineEndpoint({
    method: "GET",
    path: "/public/auth-details",
    summary: "The signed-in user, or null for a visitor",
    audience: audience.public,
    response: AuthDetails,
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/public/login",
    summary: "Signs a staff member in with e-mail and password (rate-limited per address and e-mail)",
    otherErrors: { 401: "The e-mail address or the password is wrong (INVALID_CREDENTIALS)" },
    audience: audience.public,
    body: LoginBody,
    response: LoginResponse,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/logout",
    summary: "Ends the session (if any) and answers where the browser goes next",
    audience: audience.public,
    response: LogoutResponse,
  }),
  passwordReset: defineEndpoint({
    method: "POST",
    path: "/public/password-resets",
    summary:
      "Sets a new password with the token of a reset link (single use, until it expires); 400 INVALID_RESET_TOKEN otherwise",
    audience: audience.public,
    body: PasswordResetBody,
  }),
  authorizationCheck: defineEndpoint({
    method: "GET",
    path: "/secure/staff/authorization-check",
    summary: "The signed-in staff member, once the user agreement is accepted",
    audience: audience.staff,
    response: AuthDetails,
  }),
  reportError: defineEndpoint({
    method: "POST",
    path: "/secure/errors",
    summary: "Records an error the web app met; answers the id it was stored under",
    audience: audience.signedIn,
    body: ErrorReportBody,
    response: ErrorReportResponse,
  }),
  acceptUserAgreement: defineEndpoint({
    method: "POST",
    path: "/secure/user-agreement-acceptances",
    summary: "Records that the signed-in user accepted the user agreement",
    audience: audience.signedIn,
    response: UserAgreementAcceptance,
  }),
};
