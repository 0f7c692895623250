import type { ErrorDetail } from "../../../../core/contracts/errors";
import { ApiError } from "../../../lib/api-client";

/** The field details of a tolerated 400, or null when the error is something else. */
export function fieldErrorsOf(error: unknown): ErrorDetail[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { details?: ErrorDetail[] } | null;
  return body?.details ?? [];
}
