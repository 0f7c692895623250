import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The web app's imports run one way (bulletproof-react's rule): shared code (`lib/`, `components/`) →
 * features → `app/`. Nothing imports `app/` but the entry point, shared code imports no feature, and no
 * two features depend on each other, directly or around a loop.
 */
const WEB = "web";
/** The browser's entry and the server's (web/entry-server.tsx): the two that put the app together. */
const ENTRY = "web/main.tsx";
const ENTRIES = [ENTRY, "web/entry-server.tsx"];

type Edge = { from: string; to: string };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^"';]*?from\s*"([^"]+)"|import\s*\(\s*"([^"]+)"\s*\)|import\s*"([^"]+)"/g;

/** Every relative import of the web app's sources, as paths from the repository's root. */
function webImports(): Edge[] {
  return sourceFiles(WEB).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => ({ from: file, to: normalize(join(dirname(file), specifier)) })),
  );
}

/** The area of a web path: "app", "lib", "components", "feature:<name>", or "other". */
function areaOf(path: string): string {
  const parts = relative(WEB, path).split(/[\\/]/);
  if (parts[0] === "features" && parts[1]) return `feature:${parts[1]}`;
  if (parts[0] === "app" || parts[0] === "lib" || parts[0] === "components") return parts[0];
  return parts[0]?.startsWith("..") ? "outside" : "other";
}

/** The imports that break the one-way rule, as "from -> to" lines. */
function wrongWayImports(edges: readonly Edge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const source = areaOf(from);
      const target = areaOf(to);
      if (target === "app") return source !== "app" && !ENTRIES.includes(from);
      if (source === "lib" || source === "components") return target.startsWith("feature:");
      return false;
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

/** Each loop among the features, as "a -> b -> a". */
function featureLoops(edges: readonly Edge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const source = areaOf(from);
    const target = areaOf(to);
    if (!source.startsWith("feature:") || !target.startsWith("feature:") || source === target) continue;
    const targets = graph.get(source) ?? new Set<string>();
    targets.add(target);
    graph.set(source, targets);
  }
  const loops: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      loops.push([...trail.slice(at), node].map((name) => name.slice("feature:".length)).join(" -> "));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) walk(node, []);
  return loops;
}

describe("the web app's import direction", () => {
  const edges = webImports();

  it("reads the imports of the sources (the check sees something)", () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(edges.some(({ to }) => areaOf(to).startsWith("feature:"))).toBe(true);
  });

  it("imports app/ only from app/ and the entry point, and features from neither lib/ nor components/", () => {
    expect(wrongWayImports(edges)).toEqual([]);
  });

  it("has no two features that depend on each other, directly or around a loop", () => {
    expect(featureLoops(edges)).toEqual([]);
  });

  it("would see each kind of wrong-way import and loop", () => {
    const wrong: Edge[] = [
      { from: "web/features/inbox/pages/a.tsx", to: "web/app/paths" },
      { from: "web/lib/api-client.ts", to: "web/features/auth/api/login" },
      { from: "web/features/a/x.ts", to: "web/features/b/y" },
      { from: "web/features/b/y.ts", to: "web/features/c/z" },
      { from: "web/features/c/z.ts", to: "web/features/a/x" },
    ];
    expect(wrongWayImports(wrong)).toHaveLength(2);
    expect(featureLoops(wrong)).toEqual(["a -> b -> c -> a"]);
    expect(wrongWayImports([{ from: ENTRY, to: "web/app/router" }])).toEqual([]);
  });
});
