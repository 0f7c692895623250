import type { z } from "zod";
import { ERROR_CODES } from "../../core/contracts/error-codes";
import { AppError } from "../errors/app-error";

/**
 * Parses a value a route could not type by its schema alone (a json-patch whose operations decide its
 * contract); failures answer 400 VALIDATION_ERROR naming each field, as schema validation does.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw AppError.invalid(
    ERROR_CODES.validation,
    "The request is not valid",
    result.error.issues.map((issue) => ({
      field: issue.path.join(".") || "request",
      message: issue.message,
    })),
  );
}
