import { evaluateStudy } from "../../../core/eligibility/evaluate";
import {
  type Clause,
  type Criterion,
  type Expression,
  OPERATORS,
  type ParticipantType,
  type StudyCriteria,
  VARIABLE_KINDS,
  VARIABLES,
} from "../../../core/eligibility/model";
import type { VolunteerFacts } from "../../../core/eligibility/volunteer-facts";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID, GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { SeededRandom } from "../../db/seed/demo/random";

/**
 * Random criteria and profiles for the property test and the benchmark's cross-check: small value
 * sets so that bounds, equalities and overlaps are hit often, and every field sometimes missing.
 */
const CONDITIONS = [272000, 272001, 272002, 272003, 272004];
const RACES = [263000, 263001, 263002];
const SMOKING = [264000, 264001, 264003];
const ENGLISH = [266000, 266001];
const GENDERS = [
  { id: GENDER_IDS.FEMALE, name: "FEMALE" as const },
  { id: GENDER_IDS.MALE, name: "MALE" as const },
  { id: GENDER_IDS.INTERSEX, name: "INTERSEX" as const },
];
const PARTICIPANT_TYPES: ParticipantType[] = [
  "ADULTS",
  "CHILDREN",
  "HEALTHY_VOLUNTEERS",
  "PEOPLE_WITH_CONDITIONS",
];

function randomExpression(random: SeededRandom): Expression {
  const variable = random.pick(VARIABLES.filter((name) => name !== "other" || random.chance(0.2)));
  const operator = random.pick(OPERATORS);
  const kind = VARIABLE_KINDS[variable];
  const number = () => {
    const value =
      variable === "age"
        ? random.int(0, 90)
        : variable === "bmi"
          ? random.int(150, 350) / 10
          : random.int(40, 260);
    return random.chance(0.1) ? "" : String(value);
  };
  if (kind === "number") {
    const savedValue = operator.endsWith("BETWEEN") ? `${number()}:${number()}` : number();
    return { variable, operator, savedValue, lookupValueIds: [] };
  }
  if (kind === "text") return { variable, operator, savedValue: "free text", lookupValueIds: [] };
  const pool =
    kind === "boolean"
      ? [BOOLEAN_TRUE_ID, BOOLEAN_FALSE_ID]
      : variable === "gender"
        ? GENDERS.map((gender) => gender.id)
        : variable === "race"
          ? RACES
          : variable === "smokingStatus"
            ? SMOKING
            : variable === "englishFluency"
              ? ENGLISH
              : CONDITIONS;
  const count = kind === "boolean" ? random.int(0, 1) : random.int(0, 3);
  return { variable, operator, savedValue: null, lookupValueIds: random.sample(pool, count) };
}

function randomClause(random: SeededRandom, last: boolean): Clause {
  return {
    expressions: Array.from({ length: random.int(0, 3) }, () => randomExpression(random)),
    clauseConnector: last ? "TERMINAL" : random.pick(["AND", "OR"] as const),
  };
}

export function randomStudyCriteria(random: SeededRandom): StudyCriteria {
  const criteria: Criterion[] = Array.from({ length: random.int(0, 3) }, (_, index) => {
    const count = random.int(0, 3);
    return {
      name: `Group ${index + 1}`,
      clauses: Array.from({ length: count }, (_, position) => randomClause(random, position === count - 1)),
    };
  });
  return {
    participantTypes: random.sample(PARTICIPANT_TYPES, random.int(0, 2)),
    studyConditionIds: random.sample(CONDITIONS, random.int(0, 2)),
    criteria,
  };
}

function maybe<T>(random: SeededRandom, value: () => T): T | null {
  return random.chance(0.15) ? null : value();
}

function day(random: SeededRandom, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const dayOfMonth = random.int(1, month === 2 ? 29 : 30);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const safeDay = month === 2 && dayOfMonth === 29 && !leap ? 28 : dayOfMonth;
  return `${year}-${String(month).padStart(2, "0")}-${String(safeDay).padStart(2, "0")}`;
}

export function randomFacts(random: SeededRandom): VolunteerFacts {
  return {
    dateOfBirth: maybe(random, () => day(random, 1936, 2025)),
    gender: maybe(random, () => random.pick(GENDERS)),
    raceIds: maybe(random, () => random.sample(RACES, random.int(0, 2))),
    height: maybe(random, () => random.int(0, 800) / 10 + (random.chance(0.02) ? -80 : 0)),
    weight: maybe(random, () => random.int(600, 3000) / 10),
    currentConditionIds: maybe(random, () => random.sample(CONDITIONS, random.int(0, 2))),
    pastConditionIds: maybe(random, () => random.sample(CONDITIONS, random.int(0, 2))),
    willingToChangeMeds: maybe(random, () => random.chance(0.5)),
    willingTakeExpDrugs: maybe(random, () => random.chance(0.5)),
    hasMetalImplants: maybe(random, () => random.chance(0.5)),
    smokingStatusId: maybe(random, () => random.pick(SMOKING)),
    parentOrGuardianOfAChild: maybe(random, () => random.chance(0.5)),
    englishFluencyId: maybe(random, () => random.pick(ENGLISH)),
    estimatedDueDate: random.chance(0.3) ? day(random, 2025, 2027) : null,
    pregnant: random.chance(0.4) ? random.chance(0.5) : null,
  };
}

/** What the evaluator says: EXACT, PARTIAL or null. */
export function expectedMatch(study: StudyCriteria, facts: VolunteerFacts, today: string) {
  return evaluateStudy(study, facts, today).match;
}
