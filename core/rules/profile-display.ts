import { ageOn } from "../eligibility/volunteer-facts";
import { GENDER_IDS } from "./lookup-ids";
import { MATCHED_TEXTS } from "./matched-lists";
import { describedAnswer } from "./profile-choices";

/** How a volunteer's profile reads to a study team (spec 000 §2.8 "Profile display rules"). */
export const NOT_AVAILABLE = "N/A";

/** Today as YYYY-MM-DD in the viewer's calendar. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date of birth (YYYY-MM-DD, or ms at UTC midnight) as an age, or 'Age not specified'. */
export function ageText(dateOfBirth: string | number | null, today: string): string {
  if (dateOfBirth === null) return MATCHED_TEXTS.ageNotSpecified;
  const day =
    typeof dateOfBirth === "number" ? new Date(dateOfBirth).toISOString().slice(0, 10) : dateOfBirth;
  return String(ageOn(day, today));
}

/**
 * A participant's line under their name on their profile and conversation: gender, age and address
 * ("Female · Age 42 · Ann Arbor, MI"; "N/A · Age not specified · N/A"), the age named once.
 */
export function participantSummaryText(
  participant: { gender: string | null; dob: string | number | null; address: string | null },
  today: string,
): string {
  const age = participant.dob === null ? ageText(null, today) : `Age ${ageText(participant.dob, today)}`;
  return [textOrNotAvailable(participant.gender), age, textOrNotAvailable(participant.address)].join(" · ");
}

/** Inches as feet and inches, e.g. 5' 7". */
export function heightText(inches: number | null): string {
  if (inches === null) return NOT_AVAILABLE;
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)}' ${whole % 12}"`;
}

export function weightText(pounds: number | null): string {
  return pounds === null ? NOT_AVAILABLE : `${pounds} lbs`;
}

export function yesNoText(value: boolean | null): string {
  return value === null ? NOT_AVAILABLE : value ? "Yes" : "No";
}

export function textOrNotAvailable(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === "" ? NOT_AVAILABLE : value;
}

/** Pregnancy and due date show only for Female or Intersex volunteers. */
export function showsPregnancy(genderId: number | null): boolean {
  return genderId === GENDER_IDS.FEMALE || genderId === GENDER_IDS.INTERSEX;
}

/** Pregnant reads Yes only while the estimated due date is in the future (the spec's first reading). */
export function pregnantText(
  estimatedDueDate: string | null,
  pregnant: boolean | null,
  today: string,
): string {
  if (estimatedDueDate !== null) return estimatedDueDate > today ? "Yes" : "No";
  return yesNoText(pregnant === null ? null : false);
}

const FREQUENCY_TEXTS: Record<string, string> = {
  IMMEDIATELY: "Immediately",
  DAILY: "Daily",
  WEEKLY: "Weekly",
  BI_WEEKLY: "Biweekly",
  MONTHLY: "Monthly",
  NEVER: "Never",
};

export function frequencyText(frequency: string | null): string {
  if (frequency === null) return NOT_AVAILABLE;
  return FREQUENCY_TEXTS[frequency] ?? frequency;
}

export const VISIBILITY_TEXTS = {
  ALL_STUDY_TEAMS: "All study teams",
  INTERESTED_STUDY_TEAMS_ONLY: "Only study teams I showed interest in",
} as const;

/** Gender identity or pronouns as a team reads them: the volunteer's own words where they gave them. */
export function describedText(choice: string | null, other: string | null): string {
  return textOrNotAvailable(describedAnswer(choice, other));
}

/** The races chosen from the list, then the volunteer's own answer, or N/A when neither is given. */
export function raceText(races: readonly { name: string }[], otherRace: string | null): string {
  const all = [...races.map((race) => race.name), ...(otherRace?.trim() ? [otherRace.trim()] : [])];
  return all.length ? all.join(", ") : NOT_AVAILABLE;
}
