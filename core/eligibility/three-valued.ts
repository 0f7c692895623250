/** Kleene three-valued logic, as SQL evaluates booleans with NULL (null = UNKNOWN). */
export type Truth = boolean | null;

export function and(values: readonly Truth[]): Truth {
  if (values.some((value) => value === false)) return false;
  return values.every((value) => value === true) ? true : null;
}

export function or(values: readonly Truth[]): Truth {
  if (values.some((value) => value === true)) return true;
  return values.every((value) => value === false) ? false : null;
}

export function not(value: Truth): Truth {
  return value === null ? null : !value;
}
