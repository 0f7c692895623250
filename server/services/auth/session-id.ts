import { randomBytes } from "node:crypto";

/** Session ids are 32 random bytes in base64url (256 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether a cookie value can be a session id at all; anything else is never looked up. */
export function isSessionId(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
