import fc from "fast-check";
import { ATTACHMENT_MAX_BYTES } from "../../../core/rules/limits";
import { findNulCharacter } from "../../http/find-nul-character";
import type { Operation } from "../../http/plugins/route-declarations";
import { arbitraryOf, inputJsonSchema } from "./json-schema-arbitrary";
import { type ApiRequest, contentTypeOf, placeStudy, queryText, validSample } from "./operation-request";

/** A request to fuzz with, and whether the operation's contract refuses it. */
export interface FuzzRequest extends ApiRequest {
  kind: string;
  /** True when the contract (or the NUL rule) refuses the input: the answer must be a 4xx. */
  malformed: boolean;
}

const HUGE = "x".repeat(100_001);

/** Path segments as they travel, some deliberately not valid URL encoding. */
const NASTY_SEGMENTS = [
  "-1",
  "0",
  "1.5",
  "1e3",
  "2147483648",
  "99999999999999999999999",
  "abc",
  "..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f",
  "%00",
  "a%00b",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%20",
  "null",
  "NaN",
  "Infinity",
  "%ff",
  "%",
  "x".repeat(3_000),
];

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  HUGE,
  "😀".repeat(500),
  "\u202e\u0000",
  "\ud800",
  "../../etc/passwd",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "-1",
  "1e309",
  "NaN",
];

const NASTY_NUMBERS = [-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.constantFrom<unknown>(...NASTY_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "": null }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constant(Array.from({ length: 2_000 }, (_, index) => index)),
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === "object") {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return here;
}

function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}

type Mutation = "replace" | "remove" | "extra" | "wrap" | "nul";

/** The value with one node replaced, removed, given an extra key, wrapped in an array, or given a NUL. */
function mutate(value: unknown, pick: number, mutation: Mutation, nasty: unknown): unknown {
  const all = pathsOf(value);
  const strings = all.filter((candidate) => typeof valueAt(value, candidate) === "string");
  const paths = mutation === "nul" && strings.length > 0 ? strings : all;
  const path = paths[pick % paths.length] ?? [];
  const root = { value: structuredClone(value) as unknown };
  let parent: Record<string | number, unknown> = root;
  let key: string | number = "value";
  for (const step of path) {
    parent = parent[key] as Record<string | number, unknown>;
    key = step;
  }
  const node = parent[key];
  if (mutation === "nul") {
    parent[key] = typeof node === "string" ? `${node.slice(0, 3)}\u0000${node.slice(3)}` : "a\u0000b";
  } else if (mutation === "remove" && path.length > 0) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (mutation === "extra" && node && typeof node === "object" && !Array.isArray(node)) {
    (node as Record<string, unknown>).unexpectedField = nasty;
  } else if (mutation === "wrap") {
    parent[key] = [node];
  } else {
    parent[key] = nasty;
  }
  return root.value;
}

const treeMutation = fc.record({
  pick: fc.nat(),
  mutation: fc.constantFrom<Mutation>("replace", "replace", "remove", "extra", "wrap", "nul"),
  nasty: nastyValue,
});

/** Bodies that are not JSON, or JSON under another content type. */
const RAW_BODIES: { contentType: string; payload: string | Buffer }[] = [
  { contentType: "application/json", payload: "{not json" },
  { contentType: "application/json", payload: "" },
  { contentType: "application/json", payload: "[" },
  { contentType: "application/json", payload: `${"[".repeat(20_000)}${"]".repeat(20_000)}` },
  { contentType: "application/json", payload: '{"__proto__":{"admin":true}}' },
  { contentType: "application/json", payload: "\u0000" },
  { contentType: "text/plain", payload: '{"a":1}' },
  { contentType: "application/xml", payload: "<a/>" },
  { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=2" },
  { contentType: "application/json-patch+json", payload: '[{"op":"nope","path":"x"}]' },
  { contentType: "application/json-patch+json", payload: '{"op":"replace"}' },
];

/** A multipart body whose one part is larger than the endpoint takes (5,242,880 bytes unless it says). */
function oversizedMultipart(maxBytes: number): { contentType: string; payload: Buffer } {
  const boundary = "----recruit-fuzz";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(maxBytes + 1_000_000, 97),
    Buffer.from(tail),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

interface Context {
  operation: Operation;
  studyId: number;
  pathValues: Record<string, string | number>;
  seed: number;
}

/** Whether the operation's contract and the NUL rule accept these inputs. */
function contractAccepts(
  context: Context,
  parts: { params: unknown; query: unknown; body: unknown },
): boolean {
  const endpoint = context.operation.endpoint;
  if (findNulCharacter(parts, "request")) return false;
  const ok = (schema: { safeParse(value: unknown): { success: boolean } } | undefined, value: unknown) =>
    schema === undefined || schema.safeParse(value).success;
  return (
    ok(endpoint?.params, parts.params) && ok(endpoint?.query, parts.query) && ok(endpoint?.body, parts.body)
  );
}

function decodedSegments(url: string, template: string): Record<string, string> | null {
  const names = [...template.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const pattern = new RegExp(`^${template.replace(/:[A-Za-z0-9_]+/g, "([^/?]*)")}$`);
  const found = url.match(pattern);
  if (!found) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? "")]));
  } catch {
    return null;
  }
}

/**
 * Requests for one operation, each with one thing wrong: a path parameter, a query value, a body field,
 * the body's syntax or content type; and, for reads, well-formed requests with random values. The base
 * the mistakes are made in is a request the contract accepts, naming the target study's rows.
 */
export function fuzzRequests(context: Context, count: number): FuzzRequest[] {
  const { operation, studyId } = context;
  const endpoint = operation.endpoint;
  const params = Object.fromEntries(
    [...operation.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => {
      const name = match[1] as string;
      return [name, String(context.pathValues[name] ?? "1")];
    }),
  );
  const baseQuery = endpoint?.query
    ? (validSample(endpoint.query, context.seed, placeStudy(endpoint, "query", studyId)) ??
      placeStudy(endpoint, "query", studyId)({}))
    : undefined;
  const baseBody = endpoint?.body
    ? (validSample(endpoint.body, context.seed, placeStudy(endpoint, "body", studyId)) ??
      placeStudy(endpoint, "body", studyId)({}))
    : undefined;
  const contentType = contentTypeOf(endpoint);
  const method = operation.method as FuzzRequest["method"];
  const url = (values: Record<string, string>) =>
    operation.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? "1");

  const build = (
    kind: string,
    parts: {
      segments?: Record<string, string>;
      query?: unknown;
      body?: unknown;
      raw?: { contentType: string; payload: string | Buffer };
    },
  ): FuzzRequest => {
    const segments =
      parts.segments ??
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
    const path = url(segments);
    const query = "query" in parts ? parts.query : baseQuery;
    const body = "body" in parts ? parts.body : baseBody;
    const request: FuzzRequest = { kind, method, url: path, malformed: false };
    if (query !== undefined) request.query = queryText(query);
    if (parts.raw) {
      request.payload = parts.raw.payload;
      request.headers = { "content-type": parts.raw.contentType };
      // A write refuses a body it does not declare (http/endpoint-route.ts).
      request.malformed = endpoint?.body !== undefined || method !== "GET";
      return request;
    }
    if (body !== undefined) {
      request.payload = JSON.stringify(body);
      request.headers = { "content-type": contentType };
    }
    const decoded = decodedSegments(path, operation.url);
    request.malformed =
      decoded === null || !contractAccepts(context, { params: decoded, query: request.query ?? {}, body });
    return request;
  };

  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzRequest>) => kinds.push({ weight, arbitrary });
  const encoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
  const names = Object.keys(params);
  if (names.length > 0) {
    const segment = fc.record({ name: fc.constantFrom(...names), value: fc.constantFrom(...NASTY_SEGMENTS) });
    add(
      2,
      segment.map(({ name, value }) => build("path", { segments: { ...encoded, [name]: value } })),
    );
  }
  if (endpoint?.query) {
    const query = treeMutation.map(({ pick, mutation, nasty }) =>
      mutate(baseQuery ?? {}, pick, mutation, nasty),
    );
    add(
      3,
      query.map((value) => build("query", { query: flatQuery(value) })),
    );
  }
  if (endpoint?.body) {
    const body = treeMutation.map(({ pick, mutation, nasty }) => mutate(baseBody, pick, mutation, nasty));
    add(
      5,
      body.map((value) => build("body", { body: value })),
    );
    add(
      1,
      arbitraryOf(inputJsonSchema(endpoint.body)).map((value) => build("body-sample", { body: value })),
    );
  }
  add(
    1,
    fc.constantFrom(...RAW_BODIES).map((raw) => build("raw-body", { raw })),
  );
  if (method === "GET") {
    const randomParams = endpoint?.params ? arbitraryOf(inputJsonSchema(endpoint.params)) : fc.constant({});
    const randomQuery = endpoint?.query
      ? arbitraryOf(inputJsonSchema(endpoint.query))
      : fc.constant(undefined);
    const random = fc.record({ params: randomParams, query: randomQuery });
    add(
      2,
      random.map((values) => {
        const merged = { ...params, ...(values.params as Record<string, unknown>) };
        const segments = Object.fromEntries(
          Object.entries(merged).map(([k, v]) => [k, encodeURIComponent(String(v))]),
        );
        return build("random-read", { segments, query: values.query });
      }),
    );
  }
  const requests = fc.sample(fc.oneof(...kinds), { numRuns: count, seed: context.seed });
  // Rarely, and once per operation with a body: a multipart body with an oversized part.
  if (endpoint?.body || endpoint?.bodyType === "multipart")
    requests.push(
      build("multipart", { raw: oversizedMultipart(endpoint.upload?.maxBytes ?? ATTACHMENT_MAX_BYTES) }),
    );
  return requests;
}

/** Query values are text: nested values are sent as their JSON. */
function flatQuery(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { value: JSON.stringify(value) };
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === "object" && item !== null ? JSON.stringify(item) : item,
    ]),
  );
}
