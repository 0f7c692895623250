import { CHANGED_ELSEWHERE_TEXTS } from "../../core/rules/drafts";
import { sameFormValues } from "./drafts";

/** A form's changes moved onto values a team member saved meanwhile. */
export interface Rebased<T> {
  values: T;
  /** Fields the team member changed and the user did not: their value is taken. */
  changedByOthers: (keyof T & string)[];
  /** Fields both changed, to different values: the user's is kept. */
  changedByBoth: (keyof T & string)[];
}

/** The sentences naming the fields a team member changed, and those both changed, by their labels. */
export function changeDetails<T>(
  changes: Pick<Rebased<T>, "changedByOthers" | "changedByBoth">,
  labels: Partial<Record<keyof T & string, string>>,
): string[] {
  const names = (fields: readonly (keyof T & string)[]) =>
    fields.map((field) => labels[field] ?? field).join(", ");
  return [
    changes.changedByOthers.length > 0 &&
      CHANGED_ELSEWHERE_TEXTS.changedByOthers(names(changes.changedByOthers)),
    changes.changedByBoth.length > 0 && CHANGED_ELSEWHERE_TEXTS.changedByBoth(names(changes.changedByBoth)),
  ].filter((detail): detail is string => detail !== false);
}

const same = (one: unknown, other: unknown) => sameFormValues({ value: one }, { value: other });

/**
 * A three-way merge of a form's fields: `base` is what the user's form was drawn from, `mine` what they
 * made of it, `theirs` what a team member saved meanwhile. A field the user left as it was takes theirs;
 * a field the user changed keeps the user's, so saving again loses neither's changes but where both
 * changed one field (they are named, for the user to check).
 */
export function rebaseChanges<T extends object>(base: T, mine: T, theirs: T): Rebased<T> {
  const values = { ...theirs };
  const changedByOthers: (keyof T & string)[] = [];
  const changedByBoth: (keyof T & string)[] = [];
  for (const field of Object.keys(theirs) as (keyof T & string)[]) {
    const changedByMe = !same(mine[field], base[field]);
    const changedByThem = !same(theirs[field], base[field]);
    if (changedByMe) values[field] = mine[field];
    if (changedByThem && !changedByMe) changedByOthers.push(field);
    if (changedByThem && changedByMe && !same(mine[field], theirs[field])) changedByBoth.push(field);
  }
  return { values, changedByOthers, changedByBoth };
}
