import { z } from "zod";
import { ATTACHMENT_TEXTS } from "../rules/attachments";
import { ATTACHMENT_RENAME_MAX_LENGTH, ATTACHMENT_TITLE_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint, FILE_PART } from "./endpoint";
import { EntityIdParam, StudyIdParams } from "./ids";

/** An attachment of a study (spec 000 §3); dates are epoch milliseconds. */
export const Attachment = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  title: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  creationDate: z.number(),
  creatorFirstName: z.string().nullable(),
  creatorLastName: z.string().nullable(),
});
export type Attachment = z.infer<typeof Attachment>;

export const NewAttachmentTitle = z
  .string()
  .trim()
  .min(1, ATTACHMENT_TEXTS.titleRequired)
  .max(ATTACHMENT_TITLE_MAX_LENGTH, ATTACHMENT_TEXTS.titleTooLong);

export const AttachmentRename = z
  .string()
  .trim()
  .min(1, ATTACHMENT_TEXTS.renameInvalid)
  .max(ATTACHMENT_RENAME_MAX_LENGTH, ATTACHMENT_TEXTS.renameInvalid);

/** The uploaded file as the multipart parser hands it over (server/http/plugins/multipart.ts). */
export const UploadedFile = z
  .object({
    filename: z.string().min(1).max(255),
    mimetype: z.string().max(255),
    data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
      message: ATTACHMENT_TEXTS.chooseFile,
    }),
  })
  .meta(FILE_PART);

/** POST .../attachments: multipart with the file and its title (spec 000 §7). */
export const NewAttachmentBody = z.object({
  title: NewAttachmentTitle,
  file: UploadedFile,
});

/** PATCH .../attachments/{id}: json-patch replacing the title. */
export const AttachmentRenamePatch = z.tuple([
  z.object({ op: z.literal("replace"), path: z.literal("/title"), value: AttachmentRename }),
]);

export const AttachmentParams = StudyIdParams.extend({ attachmentId: EntityIdParam });

/** The study's attachments (spec 000 §2.9, §7). */
export const attachmentEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/attachments",
    summary: "The study's attachments, sorted by name",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: z.array(Attachment),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/attachments",
    summary: `Uploads an attachment (multipart: file, title); a file over 5,242,880 bytes is refused with 400 ATTACHMENT_TOO_LARGE before anything is stored`,
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: NewAttachmentBody,
    bodyType: "multipart",
    status: 201,
    response: Attachment,
  }),
  rename: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/attachments/:attachmentId",
    summary: "json-patch: replaces the attachment's title; 404 when it was deleted",
    audience: audience.studyMember(),
    params: AttachmentParams,
    body: AttachmentRenamePatch,
    bodyType: "json-patch",
    response: Attachment,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/attachments/:attachmentId",
    summary: "Deletes the attachment: it can no longer be downloaded, messages already sent keep its name",
    audience: audience.studyMember(),
    params: AttachmentParams,
  }),
  download: defineEndpoint({
    method: "GET",
    path: "/secure/studies/:studyId/attachments/:attachmentId",
    summary: "The attachment's file as a download (its stored content type, nosniff); 404 once deleted",
    audience: audience.studyMember(),
    params: AttachmentParams,
    produces: "application/octet-stream",
  }),
};
