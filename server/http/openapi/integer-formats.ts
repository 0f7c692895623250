const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * Gives every integer schema of the document its format: int32 when its bounds fit in 32 bits (the
 * database's integer ids), int64 otherwise (epoch milliseconds, counts bounded by the safe integers).
 */
export function addIntegerFormats(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) addIntegerFormats(item);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.type === "integer" && schema.format === undefined) {
    const low = boundOf(schema.minimum, schema.exclusiveMinimum);
    const high = boundOf(schema.maximum, schema.exclusiveMaximum);
    const fitsInt32 = low !== undefined && high !== undefined && low >= INT32.min && high <= INT32.max;
    schema.format = fitsInt32 ? "int32" : "int64";
  }
  for (const value of Object.values(schema)) addIntegerFormats(value);
}

/** A bound as a number, whichever way the schema writes it (draft 4's boolean exclusive flags too). */
function boundOf(inclusive: unknown, exclusive: unknown): number | undefined {
  if (typeof inclusive === "number") return inclusive;
  return typeof exclusive === "number" ? exclusive : undefined;
}
