import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import type { ErrorBody } from "../../../core/contracts/errors";
import { ATTACHMENT_ERROR_CODES, ATTACHMENT_TEXTS } from "../../../core/rules/attachments";
import { STUDY_IMPORT_TEXTS } from "../../../core/rules/study-import";
import type { Db } from "../../db/connect";
import { isDatabaseUnavailable } from "../../db/database-unavailable";
import { AppError } from "../../errors/app-error";
import { recordErrorReport } from "../../services/errors/record-error-report";
import { isMultipartClientError } from "./multipart";

/** A database that failed over or restarted is back within seconds: when a client may ask again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_MESSAGE =
  "Recruit cannot reach its database right now. Try again in a few seconds.";

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").replace(/\//g, ".");
  return path || context || "request";
}

/**
 * Maps every error to the spec's answer shapes; a client's mistake is never a 500 (DESIGN.md §4), and
 * neither is a database that cannot be reached for a moment (503, with `Retry-After`).
 */
export function registerErrorHandler(app: FastifyInstance, db: Db): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 403) return reply.status(403).send({ authError: error.code, ...error.fields });
      const body: ErrorBody = { code: error.code, message: error.message, details: error.details };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ErrorBody = {
        code: ERROR_CODES.validation,
        message: "The request is not valid",
        details: error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath, error.validationContext),
          parameters: [issue.message ?? "invalid"],
        })),
      };
      return reply.status(400).send(body);
    }
    if (isMultipartClientError(error, request.isMultipart())) {
      const tooLarge = error.code === "FST_REQ_FILE_TOO_LARGE";
      const importing = request.routeOptions.config?.endpoint?.upload?.to === "disk";
      const body: ErrorBody = {
        code: tooLarge
          ? importing
            ? "IMPORT_FILE_TOO_LARGE"
            : ATTACHMENT_ERROR_CODES.tooLarge
          : (error.code ?? "INVALID_MULTIPART"),
        message: tooLarge
          ? importing
            ? STUDY_IMPORT_TEXTS.fileTooLarge
            : ATTACHMENT_TEXTS.fileTooLarge
          : error.message,
        details: [{ field: tooLarge ? "file" : "request", parameters: [error.message] }],
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 403 && error.code?.startsWith("FST_CSRF")) {
      return reply.status(403).send({ authError: "invalid-csrf-token" });
    }
    if (status === 429) {
      return reply.status(429).send({ code: ERROR_CODES.tooManyRequests, message: error.message });
    }
    if (status >= 400 && status < 500) {
      const body: ErrorBody = { code: error.code ?? "BAD_REQUEST", message: error.message };
      return reply.status(status).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database is unavailable: answered 503");
      const body: ErrorBody = {
        code: ERROR_CODES.databaseUnavailable,
        message: DATABASE_UNAVAILABLE_MESSAGE,
      };
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
    }
    const errorId = await recordErrorReport({
      db,
      source: "SERVER",
      message: error.message,
      callStack: error.stack ?? null,
      url: request.url,
      userId: request.user?.userId ?? null,
    }).catch(() => crypto.randomUUID());
    request.log.error({ err: error, errorId }, "unexpected error");
    return reply.status(500).send({ errorId });
  });
}
