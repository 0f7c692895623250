/**
 * The path of the first string (or object key) in a parsed request part that holds U+0000, or null.
 * PostgreSQL's text types cannot store that character, so such input is refused as a client's mistake
 * before it reaches any query (it used to answer 500 with "invalid byte sequence for encoding UTF8").
 * Iterative, so that a deeply nested body cannot exhaust the stack.
 */
export function findNulCharacter(root: unknown, rootPath = ""): string | null {
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path || "request";
    } else if (value instanceof Uint8Array) {
      // An uploaded file's bytes are not text; every byte value may stand in them.
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push([item, join(path, String(index))]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return path || "request";
        pending.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

/** Field paths as validation errors name them: "name", "criteria.0.name". */
function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
