import { bmiOf, type VolunteerFacts } from "../../../core/eligibility/volunteer-facts";

/**
 * One volunteer's facts in the compact form the columns hold (and the loader selects): dates as
 * YYYYMMDD numbers, lists of ids as arrays, null for an unanswered question.
 */
export interface VolunteerFactRow {
  userId: number;
  /** YYYYMMDD */
  dateOfBirth: number | null;
  genderId: number | null;
  raceIds: readonly number[] | null;
  height: number | null;
  weight: number | null;
  currentConditionIds: readonly number[] | null;
  pastConditionIds: readonly number[] | null;
  willingToChangeMeds: boolean | null;
  willingTakeExpDrugs: boolean | null;
  hasMetalImplants: boolean | null;
  smokingStatusId: number | null;
  parentOrGuardianOfAChild: boolean | null;
  englishFluencyId: number | null;
  /** YYYYMMDD */
  estimatedDueDate: number | null;
  pregnant: boolean | null;
}

/** YYYY-MM-DD as the number YYYYMMDD (whole years between two such numbers: their difference / 10000). */
export function dayNumber(day: string): number {
  return Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
}

/** The evaluator's facts in the columns' form. */
export function factRowOf(userId: number, facts: VolunteerFacts): VolunteerFactRow {
  return {
    userId,
    dateOfBirth: facts.dateOfBirth === null ? null : dayNumber(facts.dateOfBirth),
    genderId: facts.gender?.id ?? null,
    raceIds: facts.raceIds,
    height: facts.height,
    weight: facts.weight,
    currentConditionIds: facts.currentConditionIds,
    pastConditionIds: facts.pastConditionIds,
    willingToChangeMeds: facts.willingToChangeMeds,
    willingTakeExpDrugs: facts.willingTakeExpDrugs,
    hasMetalImplants: facts.hasMetalImplants,
    smokingStatusId: facts.smokingStatusId,
    parentOrGuardianOfAChild: facts.parentOrGuardianOfAChild,
    englishFluencyId: facts.englishFluencyId,
    estimatedDueDate: facts.estimatedDueDate === null ? null : dayNumber(facts.estimatedDueDate),
    pregnant: facts.pregnant,
  };
}

/** Unknown in the integer columns (ids and day numbers are positive). */
export const UNKNOWN_INT = 0;
/** Yes/no columns: unknown, no, yes. */
export const UNKNOWN_BOOL = 2;

/**
 * A list-of-ids column as bit sets: each id seen gets a bit, each volunteer a row of `words` 32-bit
 * words, and a known flag (an empty list is known, an unanswered question is not). A new id past the
 * row's bits widens every row.
 */
export class IdSetColumn {
  words = 1;
  bits: Uint32Array;
  known: Uint8Array;
  readonly bitOf = new Map<number, number>();

  constructor(capacity: number) {
    this.bits = new Uint32Array(capacity * this.words);
    this.known = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    const bits = new Uint32Array(capacity * this.words);
    bits.set(this.bits);
    this.bits = bits;
    const known = new Uint8Array(capacity);
    known.set(this.known);
    this.known = known;
  }

  private widen(words: number): void {
    const capacity = this.known.length;
    const bits = new Uint32Array(capacity * words);
    for (let slot = 0; slot < capacity; slot++) {
      for (let word = 0; word < this.words; word++) {
        bits[slot * words + word] = this.bits[slot * this.words + word] as number;
      }
    }
    this.bits = bits;
    this.words = words;
  }

  private bitFor(id: number): number {
    let bit = this.bitOf.get(id);
    if (bit === undefined) {
      bit = this.bitOf.size;
      this.bitOf.set(id, bit);
      if (bit >= this.words * 32) this.widen(this.words * 2);
    }
    return bit;
  }

  set(slot: number, ids: readonly number[] | null): void {
    const bits = ids?.map((id) => this.bitFor(id)) ?? [];
    const base = slot * this.words;
    this.bits.fill(0, base, base + this.words);
    this.known[slot] = ids === null ? 0 : 1;
    for (const bit of bits) {
      const index = base + (bit >>> 5);
      this.bits[index] = ((this.bits[index] as number) | (1 << (bit & 31))) >>> 0;
    }
  }

  /** The ids as a row of words; `missing` tells whether some id was never seen (no volunteer has it). */
  mask(ids: readonly number[]): { mask: Uint32Array; missing: boolean } {
    const mask = new Uint32Array(this.words);
    let missing = false;
    for (const id of ids) {
      const bit = this.bitOf.get(id);
      if (bit === undefined) missing = true;
      else mask[bit >>> 5] = ((mask[bit >>> 5] as number) | (1 << (bit & 31))) >>> 0;
    }
    return { mask, missing };
  }
}

const INITIAL_CAPACITY = 1024;

function int(value: number | null): number {
  return value ?? UNKNOWN_INT;
}

function bool(value: boolean | null): number {
  return value === null ? UNKNOWN_BOOL : value ? 1 : 0;
}

/**
 * The facts of the volunteers study teams may see (matching's LISTABLE_VOLUNTEER), one slot each, in
 * typed arrays: what the feasibility count evaluates criteria over, a column at a time (issue 29). Slots
 * of volunteers who left are reused; `listed` tells which slots hold someone.
 */
export class VolunteerColumns {
  capacity = INITIAL_CAPACITY;
  /** Slots in use or freed: every column is read up to here. */
  size = 0;
  /** A volunteer's slot + 1 by user id (0: none); ids are dense, so an array is far smaller than a Map. */
  private slotOfUser = new Int32Array(INITIAL_CAPACITY);
  private volunteers = 0;
  private readonly freeSlots: number[] = [];
  listed = new Uint8Array(INITIAL_CAPACITY);
  dateOfBirth = new Int32Array(INITIAL_CAPACITY);
  genderId = new Int32Array(INITIAL_CAPACITY);
  height = new Float64Array(INITIAL_CAPACITY);
  weight = new Float64Array(INITIAL_CAPACITY);
  /** bmiOf(weight, height); NaN without either, or with a height of 0. */
  bmi = new Float64Array(INITIAL_CAPACITY);
  smokingStatusId = new Int32Array(INITIAL_CAPACITY);
  englishFluencyId = new Int32Array(INITIAL_CAPACITY);
  estimatedDueDate = new Int32Array(INITIAL_CAPACITY);
  willingToChangeMeds = new Uint8Array(INITIAL_CAPACITY);
  willingTakeExpDrugs = new Uint8Array(INITIAL_CAPACITY);
  hasMetalImplants = new Uint8Array(INITIAL_CAPACITY);
  parentOrGuardianOfAChild = new Uint8Array(INITIAL_CAPACITY);
  pregnant = new Uint8Array(INITIAL_CAPACITY);
  readonly raceIds = new IdSetColumn(INITIAL_CAPACITY);
  readonly currentConditionIds = new IdSetColumn(INITIAL_CAPACITY);
  readonly pastConditionIds = new IdSetColumn(INITIAL_CAPACITY);

  /** How many volunteers the columns hold. */
  get count(): number {
    return this.volunteers;
  }

  private slotOf(userId: number): number | undefined {
    const stored = userId < this.slotOfUser.length ? (this.slotOfUser[userId] as number) : 0;
    return stored === 0 ? undefined : stored - 1;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.listed = grown(this.listed);
    this.dateOfBirth = grown(this.dateOfBirth);
    this.genderId = grown(this.genderId);
    this.height = grown(this.height);
    this.weight = grown(this.weight);
    this.bmi = grown(this.bmi);
    this.smokingStatusId = grown(this.smokingStatusId);
    this.englishFluencyId = grown(this.englishFluencyId);
    this.estimatedDueDate = grown(this.estimatedDueDate);
    this.willingToChangeMeds = grown(this.willingToChangeMeds);
    this.willingTakeExpDrugs = grown(this.willingTakeExpDrugs);
    this.hasMetalImplants = grown(this.hasMetalImplants);
    this.parentOrGuardianOfAChild = grown(this.parentOrGuardianOfAChild);
    this.pregnant = grown(this.pregnant);
    for (const column of [this.raceIds, this.currentConditionIds, this.pastConditionIds])
      column.grow(capacity);
    this.capacity = capacity;
  }

  /** Puts a volunteer's facts in (again): a known volunteer keeps their slot. */
  put(row: VolunteerFactRow): void {
    let slot = this.slotOf(row.userId);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.size++;
      if (slot >= this.capacity) this.grow();
      if (row.userId >= this.slotOfUser.length) {
        const slots = new Int32Array(Math.max(row.userId + 1, this.slotOfUser.length * 2));
        slots.set(this.slotOfUser);
        this.slotOfUser = slots;
      }
      this.slotOfUser[row.userId] = slot + 1;
      this.volunteers += 1;
    }
    this.listed[slot] = 1;
    this.dateOfBirth[slot] = int(row.dateOfBirth);
    this.genderId[slot] = int(row.genderId);
    this.height[slot] = row.height ?? Number.NaN;
    this.weight[slot] = row.weight ?? Number.NaN;
    this.bmi[slot] =
      row.weight === null || row.height === null || row.height === 0
        ? Number.NaN
        : bmiOf(row.weight, row.height);
    this.smokingStatusId[slot] = int(row.smokingStatusId);
    this.englishFluencyId[slot] = int(row.englishFluencyId);
    this.estimatedDueDate[slot] = int(row.estimatedDueDate);
    this.willingToChangeMeds[slot] = bool(row.willingToChangeMeds);
    this.willingTakeExpDrugs[slot] = bool(row.willingTakeExpDrugs);
    this.hasMetalImplants[slot] = bool(row.hasMetalImplants);
    this.parentOrGuardianOfAChild[slot] = bool(row.parentOrGuardianOfAChild);
    this.pregnant[slot] = bool(row.pregnant);
    this.raceIds.set(slot, row.raceIds);
    this.currentConditionIds.set(slot, row.currentConditionIds);
    this.pastConditionIds.set(slot, row.pastConditionIds);
  }

  /** Takes a volunteer out (no longer listable, or gone); their slot is reused. */
  remove(userId: number): void {
    const slot = this.slotOf(userId);
    if (slot === undefined) return;
    this.slotOfUser[userId] = 0;
    this.volunteers -= 1;
    this.listed[slot] = 0;
    this.freeSlots.push(slot);
  }
}
