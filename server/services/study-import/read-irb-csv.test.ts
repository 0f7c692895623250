import { describe, expect, it } from "vitest";
import { irbSampleCsv } from "../../../core/rules/study-import";
import { ImportFileProblem } from "./import-file-problem";
import { type IrbCsvItem, readIrbCsv } from "./read-irb-csv";

const HEADER = "study_number,title,pi_first_name,pi_last_name,pi_email,irb_status";

async function read(text: string | Buffer, chunkSize = 7): Promise<IrbCsvItem[]> {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  // Small chunks: a row, a quote or a BOM may be cut anywhere.
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += chunkSize) yield bytes.subarray(at, at + chunkSize);
  }
  const items: IrbCsvItem[] = [];
  for await (const item of readIrbCsv(chunks())) items.push(item);
  return items;
}

async function problemOf(text: string | Buffer): Promise<string> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof ImportFileProblem) return error.code;
    throw error;
  }
  return "none";
}

describe("reading an IRB records CSV", () => {
  it("reads UTF-8 with a BOM, CRLF line ends and the columns in any order, ignoring unknown ones", async () => {
    const text = `\uFEFFIRB Status,PI Email,Notes,Study-Number,Title,PI_First_Name,pi last name\r\nApproved,ADA@example.edu,internal,study00001,Café trial,Ada,Lovelace\r\n`;
    const [item] = await read(text);
    expect(item).toMatchObject({
      kind: "record",
      rowNum: 2,
      record: {
        studyNum: "STUDY00001",
        description: "Café trial",
        publishable: true,
        valid: true,
        piEmail: "ada@example.edu",
        piFirstName: "Ada",
        piLastName: "Lovelace",
        irbStatus: "APPROVED",
      },
    });
  });

  it("reads quoted fields with commas, doubled quotes and newlines, counting rows as a spreadsheet does", async () => {
    const text = `${HEADER}\n"S-1","Walk, run and ""rest""\nat home",A,B,a@example.edu,EXEMPT\nS-2,Plain,C,D,c@example.edu,PENDING\n`;
    const items = await read(text, 3);
    expect(items.map((item) => [item.kind, item.rowNum])).toEqual([
      ["record", 2],
      ["record", 3],
    ]);
    expect(items[0]?.kind === "record" && items[0].record.description).toBe('Walk, run and "rest"\nat home');
    expect(items[1]?.kind === "record" && items[1].record.publishable).toBe(false);
  });

  it("reports each invalid row with its number and reason", async () => {
    const text = [
      HEADER,
      "S-1,Title,A,B,not-an-email,APPROVED",
      "S-2,Title,A,B,a@example.edu,MAYBE",
      ",Title,A,B,a@example.edu,APPROVED",
      "S-4,Title,A,B,a@example.edu,APPROVED,extra",
      "S-5,Title,A,B,a@example.edu,WITHDRAWN",
    ].join("\n");
    const items = await read(text);
    expect(
      items.map((item) => (item.kind === "error" ? [item.rowNum, item.description] : [item.rowNum, "ok"])),
    ).toEqual([
      [2, "pi_email is not an e-mail address"],
      [3, expect.stringContaining("irb_status is one of APPROVED")],
      [4, "study_number is required"],
      [5, "The row has 7 cells, the header 6"],
      [6, "ok"],
    ]);
    expect(items[0]).toMatchObject({ row: "S-1,Title,A,B,not-an-email,APPROVED" });
    expect(items[4]?.kind === "record" && items[4].record.valid).toBe(false);
  });

  it("reads a file as Excel saves it in a Spanish locale: semicolons, Windows-1252 after thousands of ASCII rows", async () => {
    const header = HEADER.replaceAll(",", ";");
    const plain = Array.from(
      { length: 400 },
      (_, index) => `S-${index};Plain title;Ana;Lopez;a@example.edu;APPROVED`,
    );
    const accented = 'S-ES;"Sueño; memoria y ñandúes";José;Muñoz;jm@example.edu;EXEMPT';
    const bytes = Buffer.concat([
      Buffer.from(`${header}\r\n${plain.join("\r\n")}\r\n`, "latin1"),
      Buffer.from(`${accented}\r\n`, "latin1"),
    ]);
    expect(bytes.subarray(0, 8192).every((byte) => byte < 0x80)).toBe(true);
    const items = await read(bytes, 1000);
    expect(items).toHaveLength(401);
    expect(items.every((item) => item.kind === "record")).toBe(true);
    expect(items[400]).toMatchObject({
      rowNum: 402,
      row: accented,
      record: {
        studyNum: "S-ES",
        description: "Sueño; memoria y ñandúes",
        piFirstName: "José",
        piLastName: "Muñoz",
      },
    });
  });

  it("reads tabs as the delimiter when the header has them, and a UTF-8 line beside a Windows-1252 one", async () => {
    const header = HEADER.replaceAll(",", "\t");
    const bytes = Buffer.concat([
      Buffer.from(`${header}\nS-1\tCafé, au lait\tZoë\tB\ta@example.edu\tAPPROVED\n`, "utf8"),
      Buffer.from("S-2\tNiño\tC\tD\tc@example.edu\tPENDING\n", "latin1"),
    ]);
    const items = await read(bytes, 5);
    expect(
      items.map((item) => item.kind === "record" && [item.record.description, item.record.piFirstName]),
    ).toEqual([
      ["Café, au lait", "Zoë"],
      ["Niño", "C"],
    ]);
  });

  it("keeps the comma when the header has more commas than semicolons", async () => {
    const items = await read(`${HEADER},"notes; more"\nS-1,A; B,C,D,c@example.edu,APPROVED,x\n`);
    expect(items[0]).toMatchObject({ kind: "record", record: { description: "A; B" } });
  });

  it("refuses a file without a required column, an empty file, a binary file and broken quoting", async () => {
    expect(await problemOf("study_number,title\nS-1,T\n")).toBe("MISSING_COLUMNS");
    expect(await problemOf("")).toBe("EMPTY_FILE");
    expect(await problemOf("\uFEFF\r\n\r\n")).toBe("EMPTY_FILE");
    expect(await problemOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]))).toBe(
      "NOT_CSV",
    );
    expect(await problemOf(`${HEADER}\nS-1,"never closed,A,B,a@example.edu,APPROVED\n`)).toBe(
      "MALFORMED_CSV",
    );
    expect(await read(`${HEADER}\n`)).toEqual([]);
  });
});

describe("the sample file the importers' page offers", () => {
  it("is read as one valid record with every column filled as the page describes it", async () => {
    const items = await read(irbSampleCsv());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: "record",
      rowNum: 2,
      record: { studyNum: "STUDY00009001", piEmail: "hokafor@example.edu", publishable: true, valid: true },
    });
  });
});
