import { describe, expect, it } from "vitest";
import { textParts } from "./web-addresses";

describe("textParts", () => {
  it("cuts the web addresses out of a mail's text, keeping its lines", () => {
    expect(
      textParts(
        "Hello Ana,\n\nConfirm your address: https://recruit.example.edu/volunteer/verify-email?token=a_b-9.\nThanks",
      ),
    ).toEqual([
      { text: "Hello Ana,\n\nConfirm your address: ", start: 0 },
      {
        text: "https://recruit.example.edu/volunteer/verify-email?token=a_b-9",
        start: 34,
        href: "https://recruit.example.edu/volunteer/verify-email?token=a_b-9",
      },
      { text: ".\nThanks", start: 96 },
    ]);
  });

  it("ends an address at a bracket, quote or sentence's stop, and knows two in a row", () => {
    expect(textParts("(see http://a.example/x), or 'https://b.example/y/'!")).toEqual([
      { text: "(see ", start: 0 },
      { text: "http://a.example/x", start: 5, href: "http://a.example/x" },
      { text: "), or '", start: 23 },
      { text: "https://b.example/y/", start: 30, href: "https://b.example/y/" },
      { text: "'!", start: 50 },
    ]);
    expect(textParts("http://a.example http://b.example").map((part) => part.text)).toEqual([
      "http://a.example",
      " ",
      "http://b.example",
    ]);
  });

  it("leaves a text without an address whole, and links nothing but http and https", () => {
    expect(textParts("Nothing here: ftp://files.example or mailto:x@example.org")).toEqual([
      { text: "Nothing here: ftp://files.example or mailto:x@example.org", start: 0 },
    ]);
    expect(textParts("")).toEqual([]);
  });
});
