import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, with the files that start app processes (`server/ops/`: kills, restarts) first in
 * their group. On a fresh clone Vitest knows no file's duration and keeps the listed order: the kill
 * tests, two minutes on one worker, then started last and held the whole run up.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsProcesses = (file: TestSpecification) => (file.moduleId.includes("/server/ops/") ? 0 : 1);
    // Array sort is stable: each group keeps Vitest's order otherwise.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        startsProcesses(a) - startsProcesses(b),
    );
  }
}
