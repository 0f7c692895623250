/**
 * The codes of error answers, apart from the schemas of their bodies: the web app's first pages read them
 * without loading zod (issue 25).
 */

/** authError values of 403 answers. */
export const AUTH_ERRORS = {
  notAgreedToUserAgreement: "not-agreed-to-user-agreement",
  missingRole: "missing-role",
  notStaff: "not-staff",
  notVolunteer: "not-volunteer",
} as const;

/** Error codes of 4xx answers, and of the 503 of a database out of reach. */
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
  /** A study's information or criteria saved from a version a team member's save has replaced (412). */
  studyChanged: "STUDY_CHANGED",
  askNoteRequired: "ASK_NOTE_REQUIRED",
  /** 401: a volunteer's right password, on an account that waits for its e-mail's link; a new link is sent. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** STAFF_PASSWORD_LOGIN=0: staff sign in through single sign-on only (issue 26). */
  passwordLoginDisabled: "PASSWORD_LOGIN_DISABLED",
  /** An outbox mail's text asked for while SMTP delivers mail: it is its recipient's (409). */
  mailDeliveredBySmtp: "MAIL_DELIVERED_BY_SMTP",
  /** 503: the instance cannot reach its database for the moment (a failover, a restart); try again. */
  databaseUnavailable: "DATABASE_UNAVAILABLE",
} as const;
