import { createHash } from "node:crypto";
import { stringify } from "safe-stable-stringify";

/**
 * The version of a study's information or criteria as a read answers them in one language: a hash of
 * their values, names in order. A save's If-Match is checked against the stored values hashed the same
 * way, so only a change to what the editor was shown refuses it (a team member's save of another part, or
 * of another language's texts, does not), and nothing is stored to keep it.
 */
export function contentVersion(values: unknown): string {
  return createHash("sha256")
    .update(stringify(values) ?? "")
    .digest("hex")
    .slice(0, 16);
}
