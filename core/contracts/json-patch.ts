import { z } from "zod";

/** The operations of RFC 6902. */
export const JSON_PATCH_OPS = ["add", "remove", "replace", "move", "copy", "test"] as const;

/**
 * Any json-patch document of a few operations, before the route decides which contract its paths
 * belong to (a lifecycle or a content patch of a study, say).
 */
export const JsonPatch = z
  .array(
    z.object({
      op: z.enum(JSON_PATCH_OPS),
      /** A JSON pointer. */
      path: z.string().regex(/^\//, "A path starts with /").max(200),
      value: z.unknown(),
    }),
  )
  .min(1)
  .max(8);
export type JsonPatch = z.infer<typeof JsonPatch>;
