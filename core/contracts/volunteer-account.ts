import { z } from "zod";
import { LoginBody, LoginResponse, NewPassword } from "./auth";
import { audience, defineEndpoint } from "./endpoint";
import { isValidEmail } from "./study-information";

const Email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(100, "Email must have at most 100 characters")
  // The issue says what it checks, for the pages that write it in the volunteer's language.
  .refine(isValidEmail, { message: "Email must be a valid email address", params: { format: "email" } });

/** A volunteer's sign-up: names, e-mail and a password (argon2id on the server). */
export const VolunteerSignUpBody = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
  email: Email,
  password: NewPassword,
});
export type VolunteerSignUpBody = z.infer<typeof VolunteerSignUpBody>;

const Token = z.object({
  token: z
    .string()
    .max(100, { error: "The link is not valid", abort: true })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is not valid"),
});

export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Your e-mail address is not confirmed yet: open the link e-mailed to it to activate your account, then sign in. A fresh link is on its way.";

/** Volunteers' accounts: sign-up, e-mail verification, sign-in and a forgotten password (issue 15). */
export const volunteerAccountEndpoints = {
  signUp: defineEndpoint({
    method: "POST",
    path: "/public/volunteers/sign-up",
    summary:
      "Makes a volunteer account that opens once its e-mail is verified; an e-mail whose account waits for that gets a new link, one with any other account a reminder to sign in (the answer is the same)",
    audience: audience.public,
    body: VolunteerSignUpBody,
  }),
  verifyEmail: defineEndpoint({
    method: "POST",
    path: "/public/volunteers/email-verifications",
    summary: "Opens the account of a verification link's token (single use); 400 INVALID_TOKEN otherwise",
    audience: audience.public,
    body: Token,
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/public/volunteers/login",
    summary: "Signs a volunteer in (the staff sign-in's rate limit); staff accounts cannot sign in here",
    otherErrors: {
      401: "The e-mail address or the password is wrong (INVALID_CREDENTIALS); or the password is right but the account waits for its e-mail address's confirmation (EMAIL_NOT_VERIFIED), and a new link is on its way to that address",
    },
    audience: audience.public,
    body: LoginBody,
    response: LoginResponse,
  }),
  forgotPassword: defineEndpoint({
    method: "POST",
    path: "/public/volunteers/password-reset-requests",
    summary:
      "E-mails a password-reset link to a volunteer's address, if it has an open account or one that waits for its e-mail's confirmation, which the reset opens (the answer is the same)",
    audience: audience.public,
    body: z.object({ email: Email }),
  }),
};
