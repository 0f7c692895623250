import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { ATTACHMENT_MAX_BYTES } from "../../../core/rules/limits";

/** What an uploaded file becomes in the request body, for the endpoint's zod contract to check. */
export interface UploadedFileValue {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * multipart/form-data bodies become `{ field: value, file: UploadedFileValue }` before validation, so a
 * multipart endpoint's contract checks them like every other body. A file is read into memory only up to
 * 5,242,880 bytes: past that the parser stops and the request is refused (error-handler.ts answers 400
 * ATTACHMENT_TOO_LARGE) before anything is stored.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    throwFileSizeLimit: true,
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 65_536,
      headerPairs: 100,
    },
    async onFile(part: MultipartFile) {
      const value: UploadedFileValue = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      };
      (part as MultipartFile & { value: UploadedFileValue }).value = value;
    },
  });
}

/** The multipart parser's refusals of a client's body, answered 400 with their code. */
export const MULTIPART_CLIENT_ERRORS = new Set([
  "FST_REQ_FILE_TOO_LARGE",
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_PROTO_VIOLATION",
  "FST_INVALID_MULTIPART_CONTENT_TYPE",
  "FST_INVALID_JSON_FIELD_ERROR",
]);

/** Busboy's own refusals of a malformed body carry no code, only these messages. */
const BUSBOY_MALFORMED = /^(Multipart: |Unexpected end of |Malformed part header|Part terminated early)/;

/** Whether the error is the multipart parser refusing what the client sent (answered 400, not 500). */
export function isMultipartClientError(
  error: { code?: string; message: string },
  multipart: boolean,
): boolean {
  if (error.code && MULTIPART_CLIENT_ERRORS.has(error.code)) return true;
  return multipart && BUSBOY_MALFORMED.test(error.message);
}
