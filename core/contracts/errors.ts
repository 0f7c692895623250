import { z } from "zod";

/** One entry of a 400 answer: the field at fault and the values its message needs. */
export const ErrorDetail = z.object({
  field: z.string(),
  parameters: z.array(z.string()),
});
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The shape of every 4xx answer except 403 (DESIGN.md §4). */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A 403 answer: the web app routes on authError and passes the other fields on as query values. */
export const ForbiddenBody = z
  .object({
    authError: z.string(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()]));
export type ForbiddenBody = z.infer<typeof ForbiddenBody>;

/** A 500 answer carries the id under which the error was logged. */
export const ServerErrorBody = z.object({ errorId: z.string() });
export type ServerErrorBody = z.infer<typeof ServerErrorBody>;

/** authError values of 403 answers. */
export const AUTH_ERRORS = {
  notAgreedToUserAgreement: "not-agreed-to-user-agreement",
  missingRole: "missing-role",
  notStaff: "not-staff",
  notVolunteer: "not-volunteer",
} as const;

/** Error codes of 4xx answers. */
export const ERROR_CODES = {
  validation: "VALIDATION_ERROR",
  invalidCredentials: "INVALID_CREDENTIALS",
  tooManyRequests: "TOO_MANY_REQUESTS",
  notAuthenticated: "NOT_AUTHENTICATED",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  csrf: "INVALID_CSRF_TOKEN",
  invalidStudyFields: "INVALID_STUDY_FIELDS",
  invalidPropertyValue: "INVALID_PROPERTY_VALUE",
  invalidStudyNumber: "INVALID_STUDY_NUMBER",
  languageLocked: "LANGUAGE_LOCKED",
  studyNotActive: "STUDY_NOT_ACTIVE",
  /** The json-patch test failed: someone else moved the participant first (spec 000 §4.3). */
  statusChanged: "STATUS_CHANGED",
  askNoteRequired: "ASK_NOTE_REQUIRED",
  /** STAFF_PASSWORD_LOGIN=0: staff sign in through single sign-on only (issue 26). */
  passwordLoginDisabled: "PASSWORD_LOGIN_DISABLED",
} as const;

/** A 429 answer: the shared error shape, and when to try again. */
export const TooManyRequestsBody = ErrorBody.extend({
  retryAfterSeconds: z.number().int().min(0).optional(),
});
export type TooManyRequestsBody = z.infer<typeof TooManyRequestsBody>;
