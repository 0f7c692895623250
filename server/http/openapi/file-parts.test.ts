import { describe, expect, it } from "vitest";
import { multipartAsSent } from "./file-parts";

describe("a multipart body as a client sends it", () => {
  it("shows the marked file part as the file's bytes within the limit, the other fields as they are", () => {
    const body = {
      type: "object",
      properties: {
        title: { type: "string", maxLength: 128 },
        file: { type: "object", properties: { filename: { type: "string" } }, "x-file-part": true },
      },
    };
    expect(multipartAsSent(body, 1_000)).toEqual({
      type: "object",
      properties: {
        title: { type: "string", maxLength: 128 },
        file: {
          type: "string",
          format: "binary",
          maxLength: 1_000,
          description: "The file, at most 1000 bytes",
        },
      },
    });
  });
});
