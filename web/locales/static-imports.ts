import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const STATIC_IMPORT =
  /^\s*(?:import|export)\s(?![^"]*\btype\b\s*\{)[^"]*?from\s+"(\.{1,2}\/[^"]+)"|^\s*import\s+"(\.{1,2}\/[^"]+)"/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The source files a module brings with it when loaded: its static imports (not `import type`, not
 * `import()`), and theirs, within the project. What the build puts in the chunk the module starts.
 */
export function staticImportClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier, bare] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolveSource(file, (specifier ?? bare) as string);
      if (target) queue.push(target);
    }
  }
  return seen;
}
