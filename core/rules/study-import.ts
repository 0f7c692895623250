/** The IRB records file (docs/study-import.md): its columns, by the names a header may use. */
export const IRB_COLUMNS = {
  studyNumber: { header: "study_number", required: true },
  title: { header: "title", required: true },
  piFirstName: { header: "pi_first_name", required: true },
  piMiddleName: { header: "pi_middle_name", required: false },
  piLastName: { header: "pi_last_name", required: true },
  piEmail: { header: "pi_email", required: true },
  irbStatus: { header: "irb_status", required: true },
  department: { header: "department", required: false },
  approvalDate: { header: "approval_date", required: false },
  expirationDate: { header: "expiration_date", required: false },
  sponsor: { header: "sponsor", required: false },
} as const;
export type IrbColumn = keyof typeof IRB_COLUMNS;

/** IRB statuses; a study may recruit (is publishable) while APPROVED or EXEMPT. WITHDRAWN cannot be added. */
export const IRB_STATUSES = [
  "APPROVED",
  "EXEMPT",
  "PENDING",
  "MODIFICATIONS_REQUIRED",
  "SUSPENDED",
  "EXPIRED",
  "CLOSED",
  "TERMINATED",
  "WITHDRAWN",
] as const;
export type IrbStatus = (typeof IRB_STATUSES)[number];
export const PUBLISHABLE_IRB_STATUSES: readonly IrbStatus[] = ["APPROVED", "EXEMPT"];

/** A header cell as a column name: case, spaces, hyphens and a BOM do not matter ("Study Number"). */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export const STUDY_IMPORT_TEXTS = {
  title: "Study Import",
  uploadHeading: "Import IRB records",
  fileLabel: "CSV file of IRB records",
  chooseFile: "Please choose a file",
  upload: "Import",
  resultHeading: "Import result",
  fileTooLarge: "The file is larger than the 32 MB an import accepts",
  tokenHeading: "API token",
  tokenHint:
    "A program can send the CSV file to POST /backend/secure/staff/study-intake-csv with this token in an 'Authorization: Bearer' header.",
  generate: "Generate token",
  revoke: "Revoke token",
  expiresInDays: "Valid for (days)",
  tokenShownOnce: "Copy the token now: it is shown only once.",
  tokenRevoked: "The API token was revoked",
  noToken: "You have no API token.",
  tokenActive: (created: string, days: number) =>
    `A token created on ${created}, valid for ${days} day${days === 1 ? "" : "s"}.`,
} as const;

/** How a whole file can be refused (400 with the code; nothing of the file is applied). */
export const IMPORT_FILE_PROBLEMS = {
  EMPTY_FILE: () => "The file is empty",
  NOT_CSV: () => "The file is not a CSV text file",
  MISSING_COLUMNS: (columns: readonly string[]) =>
    `The header lacks the required column${columns.length === 1 ? "" : "s"} ${columns.join(", ")}`,
  MALFORMED_CSV: (reason: string) => `The file cannot be read as CSV: ${reason}`,
} as const;
export type ImportFileProblemCode = keyof typeof IMPORT_FILE_PROBLEMS;

/** How long an API token lasts unless its owner asks otherwise (hours), and the longest allowed. */
export const API_TOKEN_DEFAULT_HOURS = 720;
export const API_TOKEN_MAX_HOURS = 24 * 366;
