import { pipeline, Readable } from "node:stream";
import { parse } from "csv-parse";
import { type IrbRecord, IrbRecordRow } from "../../../core/contracts/study-import";
import {
  IMPORT_FILE_PROBLEMS,
  IRB_COLUMNS,
  type IrbColumn,
  normalizeHeader,
} from "../../../core/rules/study-import";
import { csvText, delimiterOf } from "./csv-text";
import { ImportFileProblem } from "./import-file-problem";

export type IrbCsvItem =
  | { kind: "record"; rowNum: number; row: string; record: IrbRecord }
  | { kind: "error"; rowNum: number; row: string; description: string };

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

async function* withHead(head: Buffer[], rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield* head;
  yield* rest;
}

const issueText = (issues: readonly { message: string }[]) => issues.map((issue) => issue.message).join("; ");

/**
 * Reads an IRB records CSV as a stream, one row at a time (memory does not grow with the file): the
 * header in any column order (unknown columns are ignored), quoted fields with commas, quotes and
 * newlines, separated by the delimiter the header uses (csvText, delimiterOf), UTF-8 with or without BOM
 * or Windows-1252, CRLF or LF. Each data row comes out as a checked record or as a
 * row error; rowNum counts rows as a spreadsheet does (the header is row 1). A file that cannot be read
 * as a whole throws ImportFileProblem.
 */
export async function* readIrbCsv(source: AsyncIterable<Buffer>): AsyncGenerator<IrbCsvItem> {
  let columns: Map<IrbColumn, number> | null = null;
  let width = 0;
  let rowNum = 0;
  try {
    const text = csvText(source);
    const first = await text.next();
    const head = first.done ? [] : [first.value];
    const headerLine = head[0]?.toString("utf8").split("\n", 1)[0] ?? "";
    const parser = parse({
      bom: true,
      delimiter: delimiterOf(headerLine),
      relax_column_count: true,
      skip_empty_lines: true,
      raw: true,
    });
    // The parser's iterator throws whatever stops the chain (a binary file, an unreadable upload).
    pipeline(Readable.from(withHead(head, text)), parser, () => undefined);
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
