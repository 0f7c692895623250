import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No object literal that the server builds while it serves begins with a spread and goes on with more
 * members (`{ ...row, extra }`). Node 20's V8 builds such an object on a slow path, and the objects it
 * builds survive the young generation's collections: in the study read they made up 2.3 MB of every
 * scavenge's promotion, which set off a full collection every ~3 s and its 25–45 ms answers
 * (docs/decisions/020-operations.md, item 9). `Object.assign(fresh, { extra })` on an object the code has
 * just made, `Object.assign({}, shared, { extra })` on one it has not, or a literal that lists its
 * fields cost neither.
 */
const SCANNED = ["server", "core"];
/** Built once, at start or for the first run, not while serving: the API reference, the configuration, seeds. */
const BUILT_ONCE = [
  "server/test",
  "server/db/seed",
  "server/http/openapi",
  "server/http/plugins/openapi.ts",
  "server/env.ts",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (BUILT_ONCE.some((skipped) => path === skipped || path.startsWith(`${skipped}/`))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` holding an object literal that begins with a spread and has more members. */
function leadingSpreadLines(text: string, fileName = "source.ts"): number[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.length > 1 &&
      node.properties[0] !== undefined &&
      ts.isSpreadAssignment(node.properties[0])
    ) {
      lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe("object literals the server builds", () => {
  it("finds a literal that begins with a spread, and only such a literal", () => {
    expect(leadingSpreadLines("const a = { ...b, c: 1 };\nconst d = f({ x: { ...g, ...h } });")).toEqual([
      1, 2,
    ]);
    expect(
      leadingSpreadLines(
        "const a = { c: 1, ...b };\nconst d = { ...b };\nconst e = Object.assign(f(), { c });",
      ),
    ).toEqual([]);
  });

  it("never begin with a spread followed by more members", () => {
    const found = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      leadingSpreadLines(readFileSync(file, "utf8"), file).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
