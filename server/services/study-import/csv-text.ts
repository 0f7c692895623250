import iconv from "iconv-lite";
import { IMPORT_FILE_PROBLEMS } from "../../../core/rules/study-import";
import { ImportFileProblem } from "./import-file-problem";

const SNIFF_BYTES = 8192;
const NEWLINE = 0x0a;

/**
 * Whole lines as text: UTF-8, and a line that is not UTF-8 as Windows-1252, which is what Excel writes
 * for "CSV (Comma delimited)" in Western European locales ("Muñoz" as the byte F1). The line is the unit
 * because a file of one encoding can look like UTF-8 for thousands of rows of plain ASCII first.
 */
function decodeLines(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Some line is not UTF-8: decide line by line.
  }
  const lines: string[] = [];
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline + 1;
    const line = bytes.subarray(start, end);
    try {
      lines.push(new TextDecoder("utf-8", { fatal: true }).decode(line));
    } catch {
      // Not TextDecoder: Node 20's reads windows-1252 as Latin-1 (0x80 as U+0080, not €: nodejs/node#60888).
      lines.push(iconv.decode(line, "windows-1252"));
    }
    start = end;
  }
  return lines.join("");
}

/**
 * The upload's text as UTF-8, a block of whole lines at a time (the first block holds the header's line).
 * A file with a NUL byte in its first 8 KB is binary (or UTF-16, Excel's "Unicode text") and refused.
 */
export async function* csvText(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let seen = 0;
  for await (const chunk of source) {
    if (seen < SNIFF_BYTES && chunk.subarray(0, SNIFF_BYTES - seen).includes(0))
      throw new ImportFileProblem("NOT_CSV", IMPORT_FILE_PROBLEMS.NOT_CSV());
    seen += chunk.length;
    const lastNewline = chunk.lastIndexOf(NEWLINE);
    if (lastNewline === -1) {
      pending.push(chunk);
      continue;
    }
    const lines = Buffer.concat([...pending, chunk.subarray(0, lastNewline + 1)]);
    // A copy: the source may reuse its chunk's memory once it is handed on.
    pending = [Buffer.from(chunk.subarray(lastNewline + 1))];
    yield Buffer.from(decodeLines(lines), "utf8");
  }
  const rest = Buffer.concat(pending);
  if (rest.length > 0) yield Buffer.from(decodeLines(rest), "utf8");
}

export const CSV_DELIMITERS = [",", ";", "\t"] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The delimiter the header line uses most, outside quotes: a comma, or the semicolon of Excel in locales
 * whose decimal mark is a comma (Spanish, French, German), or a tab. A comma when the line has none.
 */
export function delimiterOf(headerLine: string): CsvDelimiter {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of CSV_DELIMITERS)
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
