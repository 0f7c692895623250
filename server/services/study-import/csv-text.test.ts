import { describe, expect, it } from "vitest";
import { csvText, delimiterOf } from "./csv-text";

async function textOf(chunks: Buffer[]): Promise<{ blocks: string[]; text: string }> {
  async function* source() {
    yield* chunks;
  }
  const blocks: string[] = [];
  for await (const block of csvText(source())) blocks.push(block.toString("utf8"));
  return { blocks, text: blocks.join("") };
}

describe("the upload's text", () => {
  it("comes in whole lines, a UTF-8 character cut between chunks kept whole", async () => {
    const bytes = Buffer.from("a,é\nb,ñ\nlast", "utf8");
    const { blocks, text } = await textOf([bytes.subarray(0, 3), bytes.subarray(3, 6), bytes.subarray(6)]);
    expect(text).toBe("a,é\nb,ñ\nlast");
    for (const block of blocks.slice(0, -1)) expect(block.endsWith("\n")).toBe(true);
  });

  it("reads a line that is not UTF-8 as Windows-1252, its neighbours as UTF-8", async () => {
    const { text } = await textOf([
      Buffer.from("José\n", "utf8"),
      Buffer.from([0x4d, 0x75, 0xf1, 0x6f, 0x7a, 0x20, 0x80, 0x0a]),
      Buffer.from("Zoë\n", "utf8"),
    ]);
    expect(text).toBe("José\nMuñoz €\nZoë\n");
  });
});

describe("the delimiter of a header line", () => {
  it("is the one it uses most outside quotes, a comma when it has none", () => {
    expect(delimiterOf("a,b,c")).toBe(",");
    expect(delimiterOf("a;b;c")).toBe(";");
    expect(delimiterOf("a\tb\tc")).toBe("\t");
    expect(delimiterOf('"a;b;c",d,e')).toBe(",");
    expect(delimiterOf("single")).toBe(",");
    expect(delimiterOf("a,b;c")).toBe(",");
  });
});
