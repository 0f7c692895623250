import fc from "fast-check";
import { z } from "zod";

/** The subset of JSON Schema (2020-12) that z.toJSONSchema writes for our request contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A contract's input side as JSON Schema: what a client must send. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const MAX_SAMPLE_STRING = 40;
const MAX_DEPTH = 8;

/**
 * Values shaped like the schema: right types, keys and bounds, small sizes. Refinements that JSON Schema
 * cannot state (cross-field rules) are not followed, so callers parse a sample with the contract itself
 * to know whether it is valid.
 */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const next = (child: JsonSchema) => arbitraryOf(child, root, depth + 1);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, "");
    const target = root.$defs?.[name];
    return target ? next(target) : fc.constant(null);
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return fc.integer(integerBounds(schema));
    case "number":
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(schema, next);
    case "object":
      return objectArbitrary(schema, next);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_SAMPLE_STRING, minLength + MAX_SAMPLE_STRING),
  );
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  // Small values are the ones rows exist for; the bounds themselves are tried by the mutations.
  return { min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) };
}

function arrayArbitrary(schema: JsonSchema, next: (child: JsonSchema) => fc.Arbitrary<unknown>) {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
  const item = schema.items === false || schema.items === undefined ? {} : schema.items;
  const minLength = schema.minItems ?? 0;
  return fc.array(next(item), {
    minLength,
    maxLength: Math.min(schema.maxItems ?? minLength + 3, minLength + 3),
  });
}

function objectArbitrary(schema: JsonSchema, next: (child: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, next(child)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
