/** The single sign-on protocols Recruit speaks (issue 26). */
export const SSO_PROVIDERS = ["oidc", "saml"] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Where the staff's sign-in page lives; a failed single sign-on comes back to it with `ssoError`. */
export const STAFF_SIGN_IN_PAGE = "/login/study-team";

/**
 * Why a single sign-on ended on the sign-in page, as the page says it. The server sends the code only;
 * the details go to the log, without the assertion's personal data.
 */
export const SSO_ERROR_MESSAGES = {
  failed: "Signing in through your university did not work. Please try again.",
  expired: "Your university sign-in took too long or was already used. Please try again.",
  "no-email":
    "Your university did not tell Recruit your e-mail address. Please ask your IT office to release it to Recruit.",
  "email-unverified":
    "Your university has not verified your e-mail address, so Recruit cannot find your account. Please ask your IT office.",
  "not-staff": "This e-mail address belongs to a volunteer account. Staff sign in with a staff account.",
  deactivated: "Your account is deactivated. Please contact customer support.",
  "not-configured": "Single sign-on is not set up on this Recruit.",
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export function isSsoErrorCode(value: string | null): value is SsoErrorCode {
  return value !== null && Object.hasOwn(SSO_ERROR_MESSAGES, value);
}

/** The button's words for a configured provider. */
export const signInWith = (name: string) => `Sign in with ${name}`;

/** The refusal of a staff password sign-in where single sign-on replaced it. */
export const STAFF_PASSWORD_LOGIN_OFF_MESSAGE = "Staff sign in through the university's single sign-on.";
