import {
  baseOperator,
  type Clause,
  clauseGroups,
  type Expression,
  type ParticipantType,
  parseRange,
  type StudyCriteria,
  VARIABLE_KINDS,
} from "../../../core/eligibility/model";
import { booleanOfLookup } from "../../../core/eligibility/volunteer-facts";
import { AGE_BANDS } from "../../../core/rules/feasibility";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import { dayNumber, type IdSetColumn, UNKNOWN_BOOL, type VolunteerColumns } from "./volunteer-columns";

/**
 * Criteria evaluated over the volunteer columns a column at a time (issue 29's feasibility count), with
 * the same three-valued answers as `core/eligibility/evaluate.ts` and the matcher's compiled SQL (a
 * property test holds them together). A truth vector holds one byte a slot: FALSE 0b00, UNKNOWN 0b01,
 * TRUE 0b11, so that Kleene AND is a bitwise AND and OR a bitwise OR, four slots at a time in 32-bit words.
 * The loops over slots are written out per operator: a function called for every slot costs more than
 * the comparison it makes (a million volunteers, a dozen expressions, within a few hundred ms).
 */
const FALSE = 0;
const UNKNOWN = 1;
const TRUE = 3;

type Truths = Uint8Array;

/** A truth vector for `size` slots, padded to whole 32-bit words. */
function filled(size: number, value: number): Truths {
  return new Uint8Array(Math.ceil(size / 4) * 4).fill(value);
}

function words(truths: Truths): Uint32Array {
  return new Uint32Array(truths.buffer, truths.byteOffset, truths.length / 4);
}

function andInto(target: Truths, other: Truths): void {
  const a = words(target);
  const b = words(other);
  for (let word = 0; word < a.length; word++) a[word] = (a[word] as number) & (b[word] as number);
}

function orInto(target: Truths, other: Truths): void {
  const a = words(target);
  const b = words(other);
  for (let word = 0; word < a.length; word++) a[word] = (a[word] as number) | (b[word] as number);
}

/** NOT, four slots a word: a truth's high bit becomes the inverse of its low bit, and the reverse. */
function negate(truths: Truths): Truths {
  const all = words(truths);
  for (let word = 0; word < all.length; word++) {
    const inverse = ~(all[word] as number);
    all[word] = ((inverse >>> 1) & 0x01010101) | ((inverse << 1) & 0x02020202);
  }
  return truths;
}

/** How many slots in the words are FALSE (low bit clear) and listed (1), four bytes at a time. */
function countFalse(truths: Truths, listed: Uint8Array): number {
  const all = words(truths);
  const listedWords = new Uint32Array(listed.buffer, listed.byteOffset, all.length);
  let count = 0;
  for (let word = 0; word < all.length; word++) {
    const hits = ~(all[word] as number) & (listedWords[word] as number) & 0x01010101;
    // Each byte of `hits` is 0 or 1: their sum is the multiplication's top byte.
    if (hits !== 0) count += Math.imul(hits, 0x01010101) >>> 24;
  }
  return count;
}

/** The numbers a variable reads, NaN where the volunteer did not answer; each derived once per count. */
class NumberValues {
  private readonly cache = new Map<string, Float64Array>();

  constructor(
    private readonly columns: VolunteerColumns,
    private readonly today: number,
  ) {}

  of(variable: "age" | "height" | "weight" | "bmi"): Float64Array {
    const cached = this.cache.get(variable);
    if (cached) return cached;
    const { size, dateOfBirth, height, weight, bmi } = this.columns;
    let values: Float64Array;
    if (variable === "height") values = height.subarray(0, size);
    else if (variable === "weight") values = weight.subarray(0, size);
    else if (variable === "bmi") values = bmi.subarray(0, size);
    else {
      values = new Float64Array(size);
      const today = this.today;
      for (let slot = 0; slot < size; slot++) {
        const born = dateOfBirth[slot] as number;
        values[slot] = born === 0 ? Number.NaN : Math.floor((today - born) / 10_000);
      }
    }
    this.cache.set(variable, values);
    return values;
  }
}

/** A truth from whether the value is known (1/0) and whether the test holds (1/0, never for unknown). */
const truthOf = (known: number, holds: number) => UNKNOWN - known + TRUE * holds;

const NUMBER_TESTS = [
  "BETWEEN",
  "EQUAL",
  "LESS_THAN",
  "GREATER_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN_OR_EQUAL",
];

/**
 * compareNumber of evaluate.ts over a column (NaN: unanswered). Without branches on the values: every
 * comparison with NaN is false, so an unknown value never holds.
 */
function compareNumbers(values: Float64Array, expression: Expression, base: string): Truths {
  const { min, max } = parseRange(expression.savedValue);
  const size = values.length;
  const test = NUMBER_TESTS.indexOf(base);
  if (test < 0 || (test > 0 && min === null)) return filled(size, UNKNOWN);
  const out = filled(size, FALSE);
  // BETWEEN: a missing bound holds for every number; a bound that is not a number (NaN) for none.
  const low = min ?? Number.NEGATIVE_INFINITY;
  const high = max ?? Number.POSITIVE_INFINITY;
  for (let slot = 0; slot < size; slot++) {
    const value = values[slot] as number;
    let holds: number;
    switch (test) {
      case 0:
        holds = +(value >= low) & +(value <= high);
        break;
      case 1:
        holds = +(value === low);
        break;
      case 2:
        holds = +(value < low);
        break;
      case 3:
        holds = +(value > low);
        break;
      case 4:
        holds = +(value <= low);
        break;
      default:
        holds = +(value >= low);
    }
    out[slot] = truthOf(+!Number.isNaN(value), holds);
  }
  return out;
}

/** compareSet of evaluate.ts over a one-id column (0: unanswered). */
function compareIds(values: Int32Array, size: number, ids: readonly number[], base: string): Truths {
  // ANY_OF: the value is one of the ids. ALL_OF: every id is the value (no ids: always; two: never).
  let wanted: number[];
  if (base === "EQUAL" || base === "ANY_OF") wanted = [...ids];
  else if (base === "ALL_OF") {
    const distinct = [...new Set(ids)];
    if (distinct.length > 1) return idTruths(values, size, () => 0);
    if (distinct.length === 0) return idTruths(values, size, () => 1);
    wanted = distinct;
  } else return filled(size, UNKNOWN);
  // Membership by table over the ids' range: one read a volunteer, whatever the number of ids.
  const lowest = Math.min(...wanted, 0x7fffffff);
  const table = new Uint8Array(Math.max(0, Math.max(...wanted, lowest) - lowest + 1));
  for (const id of wanted) table[id - lowest] = 1;
  const out = filled(size, FALSE);
  const span = table.length;
  for (let slot = 0; slot < size; slot++) {
    const value = values[slot] as number;
    const offset = value - lowest;
    // An offset outside the table (negative ones wrap to large) is no member.
    const holds = offset >>> 0 < span ? (table[offset] as number) : 0;
    out[slot] = truthOf(+(value !== 0), holds);
  }
  return out;
}

/** A truth that depends only on whether the one-id column is answered. */
function idTruths(values: Int32Array, size: number, holds: () => number): Truths {
  const out = filled(size, FALSE);
  const whenKnown = holds();
  for (let slot = 0; slot < size; slot++) {
    const known = +((values[slot] as number) !== 0);
    out[slot] = truthOf(known, known & whenKnown);
  }
  return out;
}

/** compareSet of evaluate.ts over a list-of-ids column. */
function compareIdSets(column: IdSetColumn, size: number, ids: readonly number[], base: string): Truths {
  const out = filled(size, UNKNOWN);
  if (base !== "EQUAL" && base !== "ANY_OF" && base !== "ALL_OF") return out;
  const { mask, missing } = column.mask(ids);
  const { words: rowWords, bits, known } = column;
  // Only the words the ids have bits in are read.
  const wordIndexes = Int32Array.from(mask.keys()).filter((word) => mask[word] !== 0);
  const wordMasks = Uint32Array.from(wordIndexes, (word) => mask[word] as number);
  const count = wordIndexes.length;
  if (base === "ALL_OF") {
    for (let slot = 0; slot < size; slot++) {
      if (known[slot] === 0) continue;
      let covers = !missing;
      for (let index = 0; covers && index < count; index++) {
        const wanted = wordMasks[index] as number;
        if (((bits[slot * rowWords + (wordIndexes[index] as number)] as number) & wanted) >>> 0 !== wanted) {
          covers = false;
        }
      }
      out[slot] = covers ? TRUE : FALSE;
    }
    return out;
  }
  if (count === 1) {
    // One word to read, the usual case: an unanswered row has no bits, so it never overlaps.
    const word = wordIndexes[0] as number;
    const wanted = wordMasks[0] as number;
    for (let slot = 0; slot < size; slot++) {
      out[slot] = truthOf(
        known[slot] as number,
        +(((bits[slot * rowWords + word] as number) & wanted) !== 0),
      );
    }
    return out;
  }
  for (let slot = 0; slot < size; slot++) {
    let overlaps = 0;
    for (let index = 0; index < count; index++) {
      overlaps |= +(
        ((bits[slot * rowWords + (wordIndexes[index] as number)] as number) &
          (wordMasks[index] as number)) !==
        0
      );
    }
    out[slot] = truthOf(known[slot] as number, overlaps);
  }
  return out;
}

/** A yes/no column (0 no, 1 yes, UNKNOWN_BOOL) against the wanted answer. */
function compareYesNo(values: Uint8Array, size: number, ids: readonly number[]): Truths {
  const wanted = booleanOfLookup(ids);
  const out = filled(size, UNKNOWN);
  if (wanted === null) return out;
  const yes = wanted ? 1 : 0;
  for (let slot = 0; slot < size; slot++) {
    const value = values[slot] as number;
    if (value !== UNKNOWN_BOOL) out[slot] = value === yes ? TRUE : FALSE;
  }
  return out;
}

/** pregnantOn (as the compiled SQL reads it): unknown without a gender, no for men, else the due date. */
function pregnancyValues(columns: VolunteerColumns, today: number): Uint8Array {
  const values = new Uint8Array(columns.size);
  for (let slot = 0; slot < columns.size; slot++) {
    const gender = columns.genderId[slot] as number;
    const due = columns.estimatedDueDate[slot] as number;
    if (gender === 0) values[slot] = UNKNOWN_BOOL;
    else if (gender === GENDER_IDS.MALE) values[slot] = 0;
    else if (due !== 0) values[slot] = due > today ? 1 : 0;
    else values[slot] = columns.pregnant[slot] === 0 ? 0 : UNKNOWN_BOOL;
  }
  return values;
}

/** The column each variable reads, by kind (age, BMI and pregnancy are derived). */
const ONE_ID_COLUMNS = {
  gender: "genderId",
  smokingStatus: "smokingStatusId",
  englishFluency: "englishFluencyId",
} as const;

const ID_SET_COLUMNS = {
  race: "raceIds",
  currentConditions: "currentConditionIds",
  pastConditions: "pastConditionIds",
} as const;

const YES_NO_COLUMNS = {
  changeMeds: "willingToChangeMeds",
  experimentalDrugs: "willingTakeExpDrugs",
  metalImplants: "hasMetalImplants",
  parentOrGuardianStatus: "parentOrGuardianOfAChild",
} as const;

/** One expression's truth for every slot. */
function evaluateExpressionColumn(
  expression: Expression,
  columns: VolunteerColumns,
  numbers: NumberValues,
  today: number,
): Truths {
  const { size } = columns;
  const kind = VARIABLE_KINDS[expression.variable];
  if (kind === "text") return filled(size, TRUE);
  const { base, negated } = baseOperator(expression.operator);
  const ids = expression.lookupValueIds;
  const variable = expression.variable;
  let truths: Truths;
  if (variable === "age" || variable === "height" || variable === "weight" || variable === "bmi") {
    truths = compareNumbers(numbers.of(variable), expression, base);
  } else if (variable === "pregnancy") {
    truths = compareYesNo(pregnancyValues(columns, today), size, ids);
  } else if (variable in ONE_ID_COLUMNS) {
    truths = compareIds(columns[ONE_ID_COLUMNS[variable as keyof typeof ONE_ID_COLUMNS]], size, ids, base);
  } else if (variable in ID_SET_COLUMNS) {
    truths = compareIdSets(columns[ID_SET_COLUMNS[variable as keyof typeof ID_SET_COLUMNS]], size, ids, base);
  } else {
    truths = compareYesNo(columns[YES_NO_COLUMNS[variable as keyof typeof YES_NO_COLUMNS]], size, ids);
  }
  return negated ? negate(truths) : truths;
}

function participantTypeTruths(
  type: ParticipantType,
  study: StudyCriteria,
  columns: VolunteerColumns,
  numbers: NumberValues,
): Truths {
  const { size } = columns;
  const out = filled(size, UNKNOWN);
  if (type === "ADULTS" || type === "CHILDREN") {
    const ages = numbers.of("age");
    const adults = type === "ADULTS";
    for (let slot = 0; slot < size; slot++) {
      const age = ages[slot] as number;
      if (!Number.isNaN(age)) out[slot] = age >= 18 === adults ? TRUE : FALSE;
    }
    return out;
  }
  const conditions = columns.currentConditionIds;
  if (type === "PEOPLE_WITH_CONDITIONS")
    return compareIdSets(conditions, size, study.studyConditionIds, "ANY_OF");
  for (let slot = 0; slot < size; slot++) {
    if (conditions.known[slot] === 0) continue;
    let none = true;
    for (let word = 0; word < conditions.words; word++) {
      if (conditions.bits[slot * conditions.words + word] !== 0) none = false;
    }
    out[slot] = none ? TRUE : FALSE;
  }
  return out;
}

export interface ColumnCounts {
  exact: number;
  partial: number;
  /** Exact and partial matches by gender id (0: not given). */
  matchedByGender: Map<number, number>;
  /** Exact and partial matches by AGE_BANDS index; the last entry is "age not given". */
  matchedByAgeBand: number[];
  /** For each of the first `weighed` expressions (in criteria order), how many it rules out. */
  ruledOut: number[];
}

/**
 * Counts the listed volunteers the study's criteria match exactly and partially, by gender and age
 * band, and how many each of the first `weighed` expressions rules out, on `today` (YYYY-MM-DD).
 */
export function countOverColumns(
  study: StudyCriteria,
  columns: VolunteerColumns,
  today: string,
  weighed: number,
): ColumnCounts {
  const todayNumber = dayNumber(today);
  const numbers = new NumberValues(columns, todayNumber);
  const { size, listed } = columns;
  const ruledOut: number[] = [];
  let position = 0;
  // The same test in several groups (a smoking status, an age range) is evaluated and weighed once.
  const evaluated = new Map<string, { truths: Truths; ruledOut: number }>();
  /** ANDs a clause's expressions into `truths`, weighing each in the criteria's order. */
  const andClauseInto = (truths: Truths, clause: Clause) => {
    for (const expression of clause.expressions) {
      const key = JSON.stringify([
        expression.variable,
        expression.operator,
        expression.savedValue,
        expression.lookupValueIds,
      ]);
      let result = evaluated.get(key);
      if (!result) {
        const expressionTruths = evaluateExpressionColumn(expression, columns, numbers, todayNumber);
        result = { truths: expressionTruths, ruledOut: countFalse(expressionTruths, listed) };
        evaluated.set(key, result);
      }
      if (position < weighed) ruledOut.push(result.ruledOut);
      position += 1;
      andInto(truths, result.truths);
    }
  };

  const groups = filled(size, study.criteria.length === 0 ? TRUE : FALSE);
  const together = filled(size, TRUE);
  const criterionTruths = filled(size, FALSE);
  for (const criterion of study.criteria) {
    // The groups of clauses take the clauses in their order, each once: every expression is weighed.
    const clauseSets = clauseGroups(criterion.clauses);
    criterionTruths.fill(clauseSets.length === 0 ? TRUE : FALSE);
    for (const clauses of clauseSets) {
      together.fill(TRUE);
      for (const clause of clauses) andClauseInto(together, clause);
      orInto(criterionTruths, together);
    }
    orInto(groups, criterionTruths);
  }
  const match = filled(size, study.participantTypes.length === 0 ? TRUE : FALSE);
  for (const type of study.participantTypes)
    orInto(match, participantTypeTruths(type, study, columns, numbers));
  andInto(match, groups);

  const ages = numbers.of("age");
  const bandStarts = AGE_BANDS.slice(1).map((band) => band.from);
  const counts: ColumnCounts = {
    exact: 0,
    partial: 0,
    matchedByGender: new Map(),
    matchedByAgeBand: new Array(AGE_BANDS.length + 1).fill(0),
    ruledOut,
  };
  const matchWords = words(match);
  for (let slot = 0; slot < size; slot++) {
    // Most words hold four volunteers who do not match.
    if ((slot & 3) === 0 && matchWords[slot >>> 2] === 0) {
      slot += 3;
      continue;
    }
    const truth = match[slot] as number;
    if (listed[slot] !== 1 || truth === FALSE) continue;
    if (truth === TRUE) counts.exact++;
    else counts.partial++;
    const gender = columns.genderId[slot] as number;
    counts.matchedByGender.set(gender, (counts.matchedByGender.get(gender) ?? 0) + 1);
    const age = ages[slot] as number;
    let band: number = AGE_BANDS.length;
    if (!Number.isNaN(age)) {
      band = 0;
      while (band < bandStarts.length && age >= (bandStarts[band] as number)) band++;
    }
    counts.matchedByAgeBand[band] = (counts.matchedByAgeBand[band] as number) + 1;
  }
  return counts;
}
