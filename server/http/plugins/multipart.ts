import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import fastifyMultipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { EndpointDef } from "../../../core/contracts/endpoint";
import { ATTACHMENT_MAX_BYTES, STUDY_IMPORT_MAX_BYTES } from "../../../core/rules/limits";

/** What an uploaded file becomes in the request body, for the endpoint's zod contract to check. */
export interface UploadedFileValue {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * A file streamed to a temporary file (an endpoint's `upload.to` "disk"), removed when the answer has
 * gone. `open` is a function, which no JSON field of a client can forge.
 */
export interface StoredUploadValue {
  filename: string;
  mimetype: string;
  size: number;
  open: () => AsyncIterable<Buffer>;
}

declare module "fastify" {
  interface FastifyRequest {
    uploadedPaths: string[];
  }
}

function uploadOf(request: FastifyRequest): NonNullable<EndpointDef["upload"]> {
  return request.routeOptions.config?.endpoint?.upload ?? { maxBytes: ATTACHMENT_MAX_BYTES, to: "memory" };
}

/** Counts bytes as they pass and stops the stream past `maxBytes` with the parser's own too-large error. */
function byteLimit(maxBytes: number, tooLarge: () => Error): Transform & { bytes: number } {
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      limiter.bytes += chunk.length;
      if (limiter.bytes > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  limiter.bytes = 0;
  return limiter;
}

/**
 * multipart/form-data bodies become `{ field: value, file: … }` before validation, so a multipart
 * endpoint's contract checks them like every other body. Each endpoint's limit is enforced while the file
 * streams in: past it the parser stops and the request is refused with 400 (error-handler.ts) before
 * anything is stored. A file goes into memory (attachments, up to 5,242,880 bytes) or, for an endpoint
 * that says so, to a temporary file read back as a stream (study imports).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  app.decorateRequest("uploadedPaths", null as unknown as string[]);
  app.addHook("onRequest", async (request) => {
    request.uploadedPaths = [];
  });
  app.addHook("onResponse", async (request) => {
    await Promise.all(request.uploadedPaths.map((path) => unlink(path).catch(() => undefined)));
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    throwFileSizeLimit: true,
    limits: {
      // The largest of all endpoints' limits; each endpoint's own is enforced in onFile.
      fileSize: Math.max(ATTACHMENT_MAX_BYTES, STUDY_IMPORT_MAX_BYTES),
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 65_536,
      headerPairs: 100,
    },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const upload = uploadOf(this);
      const limiter = byteLimit(upload.maxBytes, () => new app.multipartErrors.RequestFileTooLargeError());
      if (upload.to === "disk") {
        const path = join(tmpdir(), `recruit-upload-${randomUUID()}`);
        this.uploadedPaths.push(path);
        await pipeline(part.file, limiter, createWriteStream(path));
        const value: StoredUploadValue = {
          filename: part.filename,
          mimetype: part.mimetype,
          size: limiter.bytes,
          open: () => createReadStream(path),
        };
        (part as MultipartFile & { value: StoredUploadValue }).value = value;
        return;
      }
      const chunks: Buffer[] = [];
      await pipeline(part.file, limiter, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
      const value: UploadedFileValue = {
        filename: part.filename,
        mimetype: part.mimetype,
        data: Buffer.concat(chunks),
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
