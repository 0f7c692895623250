import type { ErrorDetail } from "../../core/contracts/errors";

/**
 * The one error type services throw. The error plugin turns it into the spec's answer shapes:
 * 4xx with `{ code, message, details }`, 403 with `{ authError, ...fields }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    /** Extra fields of a 403 answer (passed to /not-authorized as query values). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(what = "The resource"): AppError {
    return new AppError("NOT_FOUND", 404, `${what} was not found`);
  }

  /** A 400 naming each field at fault with its message. */
  static invalid(
    code: string,
    message: string,
    issues: readonly { field: string; message: string }[],
  ): AppError {
    return new AppError(
      code,
      400,
      message,
      issues.map((issue) => ({ field: issue.field, parameters: [issue.message] })),
    );
  }

  static forbidden(authError: string, fields: Record<string, string> = {}): AppError {
    return new AppError(authError, 403, "You are not allowed to do this", [], fields);
  }
}
