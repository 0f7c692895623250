import { describe, expect, it } from "vitest";
import { addIntegerFormats } from "./integer-formats";

describe("integer formats", () => {
  it("says int32 when both bounds fit in 32 bits, int64 otherwise, and keeps a format given", () => {
    const document = {
      id: { type: "integer", exclusiveMinimum: 0, maximum: 2_147_483_647 },
      millis: { type: "integer", minimum: 0, maximum: 253_402_300_799_999 },
      open: { type: "integer" },
      given: { type: "integer", format: "int32" },
      nested: [{ items: { type: "integer", minimum: -5, maximum: 5 } }],
    };
    addIntegerFormats(document);
    expect(document.id).toMatchObject({ format: "int32" });
    expect(document.millis).toMatchObject({ format: "int64" });
    expect(document.open).toMatchObject({ format: "int64" });
    expect(document.given).toMatchObject({ format: "int32" });
    expect(document.nested[0]?.items).toMatchObject({ format: "int32" });
  });
});
