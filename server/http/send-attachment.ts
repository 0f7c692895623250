import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "../../core/rules/attachments";

/**
 * An attachment's download, for staff and volunteers alike: a safe, encoded filename, the stored content
 * type, never sniffed, never cached.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { filename: string; contentType: string; data: Buffer },
) {
  reply.header("Content-Disposition", attachmentDisposition(file.filename));
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("Cache-Control", "private, no-store");
  reply.type(file.contentType);
  return Readable.from([file.data]);
}
