import { pipeline, Readable, Transform } from "node:stream";
import { parse } from "csv-parse";
import { type IrbRecord, IrbRecordRow } from "../../../core/contracts/study-import";
import {
  IMPORT_FILE_PROBLEMS,
  type ImportFileProblemCode,
  IRB_COLUMNS,
  type IrbColumn,
  normalizeHeader,
} from "../../../core/rules/study-import";

/** A whole file refused: nothing of it is applied. */
export class ImportFileProblem extends Error {
  constructor(
    readonly code: ImportFileProblemCode,
    message: string,
  ) {
    super(message);
  }
}

export type IrbCsvItem =
  | { kind: "record"; rowNum: number; row: string; record: IrbRecord }
  | { kind: "error"; rowNum: number; row: string; description: string };

const SNIFF_BYTES = 8192;

/** Refuses a file with NUL bytes in its first 8 KB (a binary file) before the parser sees it. */
function textOnly(): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (seen < SNIFF_BYTES && chunk.subarray(0, SNIFF_BYTES - seen).includes(0)) {
        callback(new ImportFileProblem("NOT_CSV", IMPORT_FILE_PROBLEMS.NOT_CSV()));
        return;
      }
      seen += chunk.length;
      callback(null, chunk);
    },
  });
}

function headerColumns(header: string[]): Map<IrbColumn, number> {
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    if (!positions.has(name)) positions.set(name, index);
  });
  const columns = new Map<IrbColumn, number>();
  const missing: string[] = [];
  for (const [key, column] of Object.entries(IRB_COLUMNS) as [IrbColumn, (typeof IRB_COLUMNS)[IrbColumn]][]) {
    const position = positions.get(column.header);
    if (position !== undefined) columns.set(key, position);
    else if (column.required) missing.push(column.header);
  }
  if (missing.length > 0)
    throw new ImportFileProblem("MISSING_COLUMNS", IMPORT_FILE_PROBLEMS.MISSING_COLUMNS(missing));
  return columns;
}

const issueText = (issues: readonly { message: string }[]) => issues.map((issue) => issue.message).join("; ");

/**
 * Reads an IRB records CSV as a stream, one row at a time (memory does not grow with the file): the
 * header in any column order (unknown columns are ignored), quoted fields with commas, quotes and
 * newlines, UTF-8 with or without BOM, CRLF or LF. Each data row comes out as a checked record or as a
 * row error; rowNum counts rows as a spreadsheet does (the header is row 1). A file that cannot be read
 * as a whole throws ImportFileProblem.
 */
export async function* readIrbCsv(source: AsyncIterable<Buffer>): AsyncGenerator<IrbCsvItem> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, raw: true });
  // The parser's iterator throws whatever stops the chain (a binary file, an unreadable upload).
  pipeline(Readable.from(source), textOnly(), parser, () => undefined);

  let columns: Map<IrbColumn, number> | null = null;
  let width = 0;
  let rowNum = 0;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; raw: string }>) {
      rowNum += 1;
      const row = item.raw.replace(/^[\r\n]+|[\r\n]+$/g, "");
      if (!columns) {
        columns = headerColumns(item.record);
        width = item.record.length;
        continue;
      }
      if (item.record.length > width) {
        yield {
          kind: "error",
          rowNum,
          row,
          description: `The row has ${item.record.length} cells, the header ${width}`,
        };
        continue;
      }
      const cells = Object.fromEntries([...columns].map(([key, index]) => [key, item.record[index] ?? ""]));
      const checked = IrbRecordRow.safeParse(cells);
      if (checked.success) yield { kind: "record", rowNum, row, record: checked.data };
      else yield { kind: "error", rowNum, row, description: issueText(checked.error.issues) };
    }
  } catch (error) {
    if (error instanceof ImportFileProblem) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileProblem("MALFORMED_CSV", IMPORT_FILE_PROBLEMS.MALFORMED_CSV(reason));
  }
  if (!columns) throw new ImportFileProblem("EMPTY_FILE", IMPORT_FILE_PROBLEMS.EMPTY_FILE());
}
