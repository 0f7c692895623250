import { z } from "zod";

/** A content version: a hash of what a read answered (the server's content-version.ts). */
const CONTENT_VERSION = /^(W\/)?"?([0-9a-f]{16})"?$/;

/**
 * If-Match with the version of what a save replaces, as its read answered it: a save made from older
 * values answers 412 instead of overwriting a team member's. Without it the save replaces whatever is
 * stored. `what` names the version in a 400's detail.
 */
export function contentVersionHeaders(what: string) {
  return z.looseObject({
    "if-match": z
      .string()
      .max(40, { error: what, abort: true })
      .trim()
      .regex(CONTENT_VERSION, what)
      .transform((value) => value.replace(CONTENT_VERSION, "$2"))
      .optional(),
  });
}
