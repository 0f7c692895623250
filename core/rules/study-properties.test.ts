import { describe, expect, it } from "vitest";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID } from "./lookup-ids";
import { missingRequiredFields } from "./study-properties";

const complete = {
  title: "A study",
  conditions: [1],
  purpose: "Why",
  studyDescription: "What",
  locations: [2],
  offersCompensation: [BOOLEAN_FALSE_ID],
  department: [3],
  contactName: "Casey",
  contactEmail: "casey@example.edu",
};

describe("missingRequiredFields", () => {
  it("finds nothing missing in a complete study", () => {
    expect(missingRequiredFields(complete, BOOLEAN_TRUE_ID)).toEqual([]);
  });

  it("reads blank text, whitespace and empty lists as missing", () => {
    expect(
      missingRequiredFields({ ...complete, title: "  ", conditions: [], purpose: null }, BOOLEAN_TRUE_ID),
    ).toEqual(["title", "conditions", "purpose"]);
  });

  it("requires compensation details only when compensation is offered", () => {
    expect(
      missingRequiredFields({ ...complete, offersCompensation: [BOOLEAN_TRUE_ID] }, BOOLEAN_TRUE_ID),
    ).toEqual(["compensation"]);
    expect(
      missingRequiredFields(
        { ...complete, offersCompensation: [BOOLEAN_TRUE_ID], compensation: "$50" },
        BOOLEAN_TRUE_ID,
      ),
    ).toEqual([]);
  });
});
