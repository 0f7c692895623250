import { ATTACHMENT_RENAME_MAX_LENGTH, ATTACHMENT_TITLE_MAX_LENGTH } from "./limits";

/** The texts of the attachments screen (spec 000 §2.9, §5, §8). */
export const ATTACHMENT_TEXTS = {
  title: "Attachments",
  add: "Add attachment",
  addedBy: "Added by",
  addedOn: "Added on",
  download: "Download",
  editName: "Edit Name",
  delete: "Delete",
  none: "This study has no attachments yet.",
  chooseFile: "Please choose a file",
  fileTooLarge: "The file size exceeds the maximum allowed file size",
  titleRequired: "This field is required",
  titleTooLong: `This field must have at most ${ATTACHMENT_TITLE_MAX_LENGTH} characters`,
  renameInvalid: `This field is required and must have at most ${ATTACHMENT_RENAME_MAX_LENGTH} characters.`,
  /** The spec says the confirmation warns that participants lose access; these words are ours. */
  deleteConfirmation:
    "Participants who received this attachment in a message will no longer be able to open it. Are you sure you want to delete this attachment?",
  removed: "This attachment was removed and can no longer be accessed",
} as const;

/** Error codes of attachment calls. */
export const ATTACHMENT_ERROR_CODES = {
  tooLarge: "ATTACHMENT_TOO_LARGE",
  fileMissing: "ATTACHMENT_FILE_MISSING",
} as const;

/**
 * A Content-Disposition for downloading `filename`: an ASCII fallback (quotes, backslashes and control
 * characters replaced) and the exact name encoded as RFC 5987 `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_") || "attachment";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
