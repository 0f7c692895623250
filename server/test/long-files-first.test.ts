import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import { LongFilesFirst } from "./long-files-first";

/** A file as the sequencer sees it: its path and its project's name, group and isolation. */
function file(moduleId: string, project: string, groupOrder: number): TestSpecification {
  const spec = { moduleId, project: { name: project, config: { sequence: { groupOrder }, isolate: true } } };
  return spec as unknown as TestSpecification;
}

// A fresh clone: Vitest's cache knows no file, so its own order is the listed one.
const freshClone = {
  config: { root: "/repo" },
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
} as unknown as Vitest;

describe("the test files' order", () => {
  it("starts the files that start app processes first in their group, and keeps the rest as listed", async () => {
    const listed = [
      file("/repo/server/db/connect.test.ts", "server", 1),
      file("/repo/core/limits.test.ts", "unit", 0),
      file("/repo/server/http/routes/auth.test.ts", "server", 1),
      file("/repo/server/ops/survive-kill.test.ts", "server", 1),
      file("/repo/web/lib/format.test.ts", "unit", 0),
      file("/repo/server/ops/graceful-stop.test.ts", "server", 1),
    ];
    const sorted = await new LongFilesFirst(freshClone).sort(listed);
    expect(sorted.map((spec) => spec.moduleId.replace("/repo/", ""))).toEqual([
      "core/limits.test.ts",
      "web/lib/format.test.ts",
      "server/ops/survive-kill.test.ts",
      "server/ops/graceful-stop.test.ts",
      "server/db/connect.test.ts",
      "server/http/routes/auth.test.ts",
    ]);
  });
});
