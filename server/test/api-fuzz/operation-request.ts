import fc from "fast-check";
import type { InjectOptions } from "fastify";
import type { z } from "zod";
import { CONTENT_TYPES, type EndpointDef } from "../../../core/contracts/endpoint";
import type { Operation } from "../../http/plugins/route-declarations";
import { arbitraryOf, inputJsonSchema } from "./json-schema-arbitrary";

/** One request to send with a TestClient. */
export interface ApiRequest {
  method: InjectOptions["method"] & string;
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: InjectOptions["payload"];
}

/** The path of an operation with every parameter filled from `values` (by name). */
export function fillOperationPath(url: string, values: Record<string, string | number>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`No value for the path parameter :${name} of ${url}: add one to the access world`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A value the schema accepts, tried from seeded samples; undefined when none was found. */
export function validSample(
  schema: z.ZodType,
  seed: number,
  overrides: (value: unknown) => unknown = (v) => v,
) {
  const samples = fc.sample(arbitraryOf(inputJsonSchema(schema)), { numRuns: 60, seed });
  for (const sample of samples) {
    const candidate = overrides(sample);
    if (schema.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

/** Query values travel as text. */
export function queryText(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== "object") return undefined;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : String(value)]),
  );
}

/** Puts the target study's id where a study-scoped endpoint reads it from its query or body. */
export function placeStudy(endpoint: EndpointDef | undefined, part: "query" | "body", studyId: number) {
  return (value: unknown): unknown => {
    const audience = endpoint?.audience;
    if (audience?.kind !== "studyMember" || audience.study.in !== part) return value;
    const path = audience.study.in === "body" ? audience.study.path : [audience.study.key];
    const copy: Record<string, unknown> =
      value && typeof value === "object" ? (structuredClone(value) as Record<string, unknown>) : {};
    let node = copy;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      node[key] = child && typeof child === "object" ? child : {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1] as string] = part === "query" ? String(studyId) : studyId;
    return copy;
  };
}

export function contentTypeOf(endpoint: EndpointDef | undefined): string {
  const bodyType = endpoint?.bodyType ?? "json";
  return bodyType === "multipart" ? "multipart/form-data" : CONTENT_TYPES[bodyType];
}

/**
 * A request an operation's contract accepts (where a sample could be found), naming the target study's
 * rows: the access matrix sends it as every actor.
 */
export function wellFormedRequest(
  operation: Operation,
  world: { studyId: number; pathValues: Record<string, string | number> },
  seed = 1,
): ApiRequest {
  const endpoint = operation.endpoint;
  const request: ApiRequest = {
    method: operation.method as ApiRequest["method"],
    url: fillOperationPath(operation.url, world.pathValues),
  };
  if (endpoint?.query) {
    const query = validSample(endpoint.query, seed, placeStudy(endpoint, "query", world.studyId));
    request.query = queryText(query ?? placeStudy(endpoint, "query", world.studyId)({}));
  }
  if (endpoint?.headers) {
    const headers = validSample(endpoint.headers, seed);
    request.headers = { ...request.headers, ...queryText(headers) };
  }
  if (endpoint?.body) {
    const body = validSample(endpoint.body, seed, placeStudy(endpoint, "body", world.studyId));
    const value = body ?? placeStudy(endpoint, "body", world.studyId)({});
    if (endpoint.bodyType === "multipart") {
      const { contentType, payload } = multipartOf(value);
      request.payload = payload;
      request.headers = { ...request.headers, "content-type": contentType };
    } else if (endpoint.bodyType === "form") {
      request.payload = new URLSearchParams(value as Record<string, string>).toString();
      request.headers = { ...request.headers, "content-type": contentTypeOf(endpoint) };
    } else {
      request.payload = JSON.stringify(value);
      request.headers = { ...request.headers, "content-type": contentTypeOf(endpoint) };
    }
  }
  return request;
}

/**
 * A body as multipart/form-data: a value with a `filename` becomes a file part (a few bytes of text),
 * any other a field holding its text.
 */
export function multipartOf(body: unknown): { contentType: string; payload: Buffer } {
  const boundary = "----recruit-well-formed";
  const parts = Object.entries(body && typeof body === "object" ? body : {}).map(([name, value]) => {
    if (value && typeof value === "object" && "filename" in value) {
      const file = value as { filename?: unknown; mimetype?: unknown };
      const filename = String(file.filename || "file.txt").replace(/["\r\n]/g, "_");
      return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\nfile content\r\n`;
    }
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
  };
}
