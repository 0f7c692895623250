import { z } from "zod";
import { STUDY_IMPORT_MAX_BYTES, STUDY_TEXT_LIMITS } from "../rules/limits";
import {
  API_TOKEN_MAX_HOURS,
  IRB_STATUSES,
  type IrbStatus,
  PUBLISHABLE_IRB_STATUSES,
  STUDY_IMPORT_TEXTS,
} from "../rules/study-import";
import { audience, defineEndpoint, FILE_PART } from "./endpoint";
import { EntityIdParam } from "./ids";
import { isValidEmail } from "./study-information";
import { BearerTokenHeaders, TeamInviteBody } from "./study-team";

const cell = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const required = (label: string, max: number) => cell(max).min(1, `${label} is required`);
const isoDate = z
  .string()
  .trim()
  .refine(
    (text) =>
      text === "" || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))),
    "a date as YYYY-MM-DD",
  )
  .transform((text) => (text === "" ? null : text));

/**
 * One row of the IRB records file (docs/study-import.md), checked the same way whoever sends it, and
 * turned into the imported record the add-study flow looks up.
 */
export const IrbRecordRow = z
  .object({
    studyNumber: required("study_number", 32)
      .transform((text) => text.toUpperCase())
      .refine((text) => /^[A-Z0-9][A-Z0-9_-]*$/.test(text), "study_number has letters, digits, - and _ only"),
    title: required("title", STUDY_TEXT_LIMITS.title),
    piFirstName: required("pi_first_name", 100),
    piMiddleName: cell(100).default(""),
    piLastName: required("pi_last_name", 100),
    piEmail: required("pi_email", 100).refine(isValidEmail, "pi_email is not an e-mail address"),
    irbStatus: z
      .string()
      .trim()
      .transform((text) => text.toUpperCase().replace(/[\s-]+/g, "_"))
      .pipe(z.enum(IRB_STATUSES, { error: `irb_status is one of ${IRB_STATUSES.join(", ")}` })),
    department: cell(200).default(""),
    approvalDate: isoDate.default(""),
    expirationDate: isoDate.default(""),
    sponsor: cell(200).default(""),
  })
  .transform((row) => ({
    studyNum: row.studyNumber,
    description: row.title,
    publishable: PUBLISHABLE_IRB_STATUSES.includes(row.irbStatus as IrbStatus),
    valid: row.irbStatus !== "WITHDRAWN",
    piFirstName: row.piFirstName,
    piMiddleName: row.piMiddleName || null,
    piLastName: row.piLastName,
    piEmail: row.piEmail.toLowerCase(),
    irbStatus: row.irbStatus,
    raw: {
      department: row.department,
      approvalDate: row.approvalDate ?? "",
      expirationDate: row.expirationDate ?? "",
      sponsor: row.sponsor,
    },
  }));
export type IrbRecord = z.output<typeof IrbRecordRow>;

/** Spec 001 §3 "Import result". */
export const ImportResult = z.object({
  name: z.string(),
  /** SUCCESS, PARTIAL (some rows refused) or the reason the whole file was refused. */
  status: z.string(),
  processedRowsCount: z.number().int(),
  errorCount: z.number().int(),
  studiesAddedCount: z.number().int(),
  studiesUpdatedCount: z.number().int(),
  errors: z.array(z.object({ rowNum: z.number().int(), row: z.string(), description: z.string() })),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** The CSV file as the multipart parser streams it to disk (server/http/plugins/multipart.ts). */
export const StoredUpload = z
  .object({
    filename: z.string().max(255),
    mimetype: z.string().max(255),
    size: z.number().int(),
    open: z.custom<() => AsyncIterable<Uint8Array>>((value) => typeof value === "function", {
      message: STUDY_IMPORT_TEXTS.chooseFile,
    }),
  })
  .meta(FILE_PART);

/** Spec 001 §3 "API token"; the token itself only in the answer that made it. */
export const ApiToken = z.object({
  id: z.number().int(),
  creationDate: z.number(),
  expirationTimeInHours: z.number().int(),
});
export const NewApiToken = ApiToken.extend({ token: z.string() });

export const StudyImporterInvite = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  expired: z.boolean(),
});
export const StudyImporter = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  createdAt: z.number(),
});

/** An importer is invited by name and e-mail, by the rule of a team invitation (spec 001 §5). */
export const ImporterInviteBody = TeamInviteBody;
export type ImporterInviteBody = z.infer<typeof ImporterInviteBody>;

const support = audience.role("CUSTOMER_SUPPORT", "ADMIN");
const importers = audience.role("ADMIN", "STUDY_IMPORTER");

/** Study importers, their invitations, the CSV intake and API tokens (spec 001 §7). */
export const studyImportEndpoints = {
  listInvites: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-importer-invites/",
    summary: "Pending study importer invitations (neither accepted nor withdrawn)",
    audience: support,
    response: z.array(StudyImporterInvite),
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/secure/staff/study-importer-invites/",
    summary: "Invites someone to import studies; the link goes by e-mail (through the outbox)",
    audience: support,
    body: ImporterInviteBody,
    status: 201,
    response: StudyImporterInvite,
  }),
  uninvite: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/study-importer-invites/:inviteId",
    summary: "Withdraws an invitation; 409 INVITE_ACCEPTED when it was accepted, 404 when gone",
    otherErrors: {
      409: "The invitation was accepted or withdrawn already (INVITE_ACCEPTED, INVITE_WITHDRAWN)",
    },
    audience: support,
    params: z.object({ inviteId: EntityIdParam }),
  }),
  resendInvite: defineEndpoint({
    method: "POST",
    path: "/secure/staff/study-importer-invites/:inviteId",
    summary: "Sends an invitation again with a new link; 409 when accepted or withdrawn, 404 when gone",
    otherErrors: {
      409: "The invitation was accepted or withdrawn already (INVITE_ACCEPTED, INVITE_WITHDRAWN)",
    },
    audience: support,
    params: z.object({ inviteId: EntityIdParam }),
  }),
  listImporters: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-importers/",
    summary: "Every study importer",
    audience: support,
    response: z.array(StudyImporter),
  }),
  readImporter: defineEndpoint({
    method: "GET",
    path: "/secure/staff/study-importers/:importerId",
    summary: "One study importer",
    audience: support,
    params: z.object({ importerId: EntityIdParam }),
    response: StudyImporter,
  }),
  removeImporter: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/study-importers/:importerId",
    summary: "Takes the STUDY_IMPORTER role away and revokes the importer's API tokens",
    audience: support,
    params: z.object({ importerId: EntityIdParam }),
  }),
  acceptInvite: defineEndpoint({
    method: "POST",
    path: "/secure/staff/study-importers/",
    summary:
      "Accepts an invitation (its token as a bearer header): the signed-in staff member becomes a study importer",
    audience: audience.staff,
    headers: BearerTokenHeaders,
    status: 201,
    response: StudyImporter,
  }),
  intakeCsv: defineEndpoint({
    method: "POST",
    path: "/secure/staff/study-intake-csv",
    summary:
      "Imports a CSV file of IRB records (multipart 'file', streamed); a session with CSRF or 'Authorization: Bearer <API token>'",
    audience: importers,
    apiToken: true,
    body: z.object({ file: StoredUpload }),
    bodyType: "multipart",
    upload: { maxBytes: STUDY_IMPORT_MAX_BYTES, to: "disk" },
    response: ImportResult,
  }),
  generateToken: defineEndpoint({
    method: "POST",
    path: "/secure/staff/json-web-token/",
    summary: "A new API token for the signed-in importer (shown once); the previous one is revoked",
    audience: importers,
    body: z.object({
      expirationTimeInHours: z.number().int().min(1).max(API_TOKEN_MAX_HOURS).optional(),
    }),
    status: 201,
    response: NewApiToken,
  }),
  readToken: defineEndpoint({
    method: "GET",
    path: "/secure/staff/json-web-token/",
    summary: "The signed-in importer's current API token (without the token); 404 when there is none",
    otherErrors: { 404: "The importer has no API token (NOT_FOUND)" },
    audience: importers,
    response: ApiToken,
  }),
  revokeToken: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/json-web-token/:id",
    summary: "Revokes one's API token; 404 when it is not one's or was revoked",
    audience: importers,
    params: z.object({ id: EntityIdParam }),
  }),
};
