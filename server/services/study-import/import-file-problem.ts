import type { ImportFileProblemCode } from "../../../core/rules/study-import";

/** A whole file refused: nothing of it is applied. */
export class ImportFileProblem extends Error {
  constructor(
    readonly code: ImportFileProblemCode,
    message: string,
  ) {
    super(message);
  }
}
