import { createHash, randomBytes } from "node:crypto";

/**
 * A new single-use secret for a link (invitations, password resets): 32 random bytes, base64url. Only
 * its hash is stored, so a copy of the database opens no account.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
