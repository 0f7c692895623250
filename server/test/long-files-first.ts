import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order, with the files that start app processes (`server/ops/`: kills, restarts) first in
 * their group. On a fresh clone Vitest knows no file's duration and keeps the listed order: the kill
 * tests, two minutes on one worker, then started last and held the whole run up.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.includes("/server/ops/") ? 0 : 1);
    // Only within a project, whose files Vitest keeps together; Array sort is stable, so the rest keep
    // Vitest's order.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        rank(a) - rank(b),
    );
  }
}
