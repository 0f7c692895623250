import { describe, expect, it } from "vitest";
import { GENDER_IDS } from "./lookup-ids";
import {
  ageText,
  describedText,
  frequencyText,
  heightText,
  participantSummaryText,
  pregnantText,
  raceText,
  showsPregnancy,
  textOrNotAvailable,
  yesNoText,
} from "./profile-display";

describe("profile display rules", () => {
  it("reads an age from a date of birth or says it is not specified", () => {
    expect(ageText("1990-05-02", "2026-05-01")).toBe("35");
    expect(ageText("1990-05-01", "2026-05-01")).toBe("36");
    expect(ageText(Date.parse("1990-05-01T00:00:00Z"), "2026-05-01")).toBe("36");
    expect(ageText(null, "2026-05-01")).toBe("Age not specified");
  });

  it("sums a participant up under their name, naming the age once", () => {
    expect(
      participantSummaryText({ gender: "Female", dob: "1990-05-02", address: "Ann Arbor, MI" }, "2026-05-01"),
    ).toBe("Female · Age 35 · Ann Arbor, MI");
    expect(participantSummaryText({ gender: null, dob: null, address: " " }, "2026-05-01")).toBe(
      "N/A · Age not specified · N/A",
    );
  });

  it("shows height in feet and inches, missing values as N/A, and Biweekly", () => {
    expect(heightText(67)).toBe(`5' 7"`);
    expect(heightText(72)).toBe(`6' 0"`);
    expect(heightText(null)).toBe("N/A");
    expect(textOrNotAvailable("  ")).toBe("N/A");
    expect(yesNoText(true)).toBe("Yes");
    expect(yesNoText(null)).toBe("N/A");
    expect(frequencyText("BI_WEEKLY")).toBe("Biweekly");
  });

  it("asks about pregnancy only of women and intersex people, pregnant while the due date is ahead", () => {
    expect(showsPregnancy(GENDER_IDS.FEMALE)).toBe(true);
    expect(showsPregnancy(GENDER_IDS.INTERSEX)).toBe(true);
    expect(showsPregnancy(GENDER_IDS.MALE)).toBe(false);
    expect(pregnantText("2026-06-01", true, "2026-05-01")).toBe("Yes");
    expect(pregnantText("2026-04-01", true, "2026-05-01")).toBe("No");
    expect(pregnantText(null, null, "2026-05-01")).toBe("N/A");
  });

  it("reads gender identity and pronouns in the volunteer's own words when they described them", () => {
    expect(describedText("Non-binary", null)).toBe("Non-binary");
    expect(describedText("Self-described", "agender")).toBe("agender");
    expect(describedText("Self-described", "  ")).toBe("N/A");
    expect(describedText(null, "ignored without the choice")).toBe("N/A");
  });

  it("lists the races chosen, then the volunteer's own answer", () => {
    expect(raceText([{ name: "Asian" }], "Hmong")).toBe("Asian, Hmong");
    expect(raceText([], "Hmong")).toBe("Hmong");
    expect(raceText([], null)).toBe("N/A");
  });
});
