/**
 * The IRB records file (README "Study import"): its columns, by the names a header may use, what each holds
 * (the importers' page lists them) and a value of the sample file the page offers.
 */
export const IRB_COLUMNS = {
  studyNumber: {
    header: "study_number",
    required: true,
    content: "The IRB number: letters, digits, - and _, up to 32",
    sample: "STUDY00009001",
  },
  title: {
    header: "title",
    required: true,
    content: "The protocol title, up to 400 characters",
    sample: "Sleep and Memory in Older Adults",
  },
  piFirstName: {
    header: "pi_first_name",
    required: true,
    content: "The principal investigator's first name",
    sample: "Helen",
  },
  piMiddleName: { header: "pi_middle_name", required: false, content: "Middle name", sample: "" },
  piLastName: { header: "pi_last_name", required: true, content: "Last name", sample: "Okafor" },
  piEmail: {
    header: "pi_email",
    required: true,
    content: "The PI's e-mail: their staff account is found, or made, by it",
    sample: "hokafor@example.edu",
  },
  irbStatus: {
    header: "irb_status",
    required: true,
    content:
      "APPROVED or EXEMPT (the study may recruit), PENDING, MODIFICATIONS_REQUIRED, SUSPENDED, EXPIRED, CLOSED, TERMINATED, WITHDRAWN (cannot be added)",
    sample: "APPROVED",
  },
  department: {
    header: "department",
    required: false,
    content: "Department, up to 200 characters",
    sample: "Psychiatry",
  },
  approvalDate: { header: "approval_date", required: false, content: "YYYY-MM-DD", sample: "2026-09-01" },
  expirationDate: { header: "expiration_date", required: false, content: "YYYY-MM-DD", sample: "2027-08-31" },
  sponsor: {
    header: "sponsor",
    required: false,
    content: "Sponsor, up to 200 characters",
    sample: "National Institute on Aging",
  },
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

/**
 * The sample file the importers' page offers: the header and one record. Its values hold no comma, quote or
 * line break, so it needs no quoting (read-irb-csv.test.ts reads it back as one valid record).
 */
export function irbSampleCsv(): string {
  const columns = Object.values(IRB_COLUMNS);
  return `${columns.map((column) => column.header).join(",")}\r\n${columns.map((column) => column.sample).join(",")}\r\n`;
}

export const STUDY_IMPORT_TEXTS = {
  title: "Study Import",
  uploadHeading: "Import IRB records",
  fileLabel: "CSV file of IRB records",
  chooseFile: "Please choose a file",
  upload: "Import",
  resultHeading: "Import result",
  fileTooLarge: "The file is larger than the 32 MB an import accepts",
  columnsSummary: "The columns of the file",
  columnsHint:
    "The header names the columns, in any order, in any case, with spaces or hyphens (Study Number); other columns are ignored. Values separated by commas, or by semicolons or tabs as some spreadsheets save them; UTF-8, or Windows-1252 as Excel saves CSV files; at most 32 MB. A row equal to its stored record changes nothing; an invalid row is reported by its row number and changes nothing.",
  columnHeaders: { column: "Column", required: "Required", content: "What it holds" },
  yes: "Yes",
  no: "No",
  sampleFile: "Download a sample file",
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
