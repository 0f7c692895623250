import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./attachments";

describe("attachmentDisposition", () => {
  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("consent-form_v2.pdf")).toBe(
      `attachment; filename="consent-form_v2.pdf"; filename*=UTF-8''consent-form_v2.pdf`,
    );
  });

  it("replaces quotes, backslashes, percent signs, control and non-ASCII characters in the fallback, and encodes the exact name", () => {
    expect(attachmentDisposition('a"b\\c%d\r\né(1)*.txt')).toBe(
      `attachment; filename="a_b_c_d___(1)*.txt"; filename*=UTF-8''a%22b%5Cc%25d%0D%0A%C3%A9%281%29%2A.txt`,
    );
  });

  it("never leaves the fallback empty", () => {
    expect(attachmentDisposition("")).toBe(`attachment; filename="attachment"; filename*=UTF-8''`);
  });
});
