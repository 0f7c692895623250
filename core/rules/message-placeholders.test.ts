import { describe, expect, it } from "vitest";
import { fillNamePlaceholders } from "./message-placeholders";

describe("fillNamePlaceholders", () => {
  it("replaces every first- and last-name token and leaves other text alone", () => {
    expect(
      fillNamePlaceholders("Hi *|FNAME|* *|LNAME|*, *|FNAME|*! $1 *|OTHER|*", {
        firstName: "Ana",
        lastName: "Ruiz",
      }),
    ).toBe("Hi Ana Ruiz, Ana! $1 *|OTHER|*");
  });
});
