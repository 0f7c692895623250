import { describe, expect, it } from "vitest";
import { notices } from "./notices";

describe("the totals of a message to several participants", () => {
  it("is a success when every participant was messaged (and labeled, when a label was chosen)", () => {
    expect(notices["messages-sent"]({ attempted: 3, messaged: 3, labeled: 0 }, false)).toEqual({
      kind: "success",
      message: "3 of 3 participant(s) messaged",
    });
    expect(notices["messages-sent"]({ attempted: 3, messaged: 3, labeled: 3 }, true)).toEqual({
      kind: "success",
      message: "3 of 3 participant(s) messaged, 3 of 3 labeled",
    });
  });

  it("warns when some were skipped", () => {
    expect(notices["messages-sent"]({ attempted: 3, messaged: 2, labeled: 0 }, false).kind).toBe("warning");
    expect(notices["messages-sent"]({ attempted: 3, messaged: 3, labeled: 2 }, true)).toEqual({
      kind: "warning",
      message: "3 of 3 participant(s) messaged, 2 of 3 labeled",
    });
  });
});
