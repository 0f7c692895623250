import type { z } from "zod";
import type { GlobalRole } from "../rules/roles";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Error statuses an endpoint declares itself (EndpointDef.otherErrors). */
export type OtherErrorStatus = 401 | 404 | 409 | 412;

/** How a request body travels; the web client sets the Content-Type from it. */
export type BodyType = "json" | "json-patch" | "merge-patch" | "multipart" | "form";

export const CONTENT_TYPES: Record<Exclude<BodyType, "multipart">, string> = {
  json: "application/json",
  "json-patch": "application/json-patch+json",
  "merge-patch": "application/merge-patch+json",
  form: "application/x-www-form-urlencoded",
};

/**
 * Marks the schema of a multipart body's file: what the server makes of the part it received. The API
 * reference shows instead what a client sends there, the file's bytes (server/http/openapi/file-parts.ts).
 */
export const FILE_PART = { "x-file-part": true } as const;

/** Where a study-scoped endpoint finds the study it acts on. */
export type StudySource =
  | { in: "params"; key: string }
  | { in: "query"; key: string }
  | { in: "body"; path: readonly string[] };

/**
 * Who may call an endpoint (docs/decisions/010-endpoint-audiences.md). The server's access gate enforces
 * it before the request is parsed; the handler never checks it again.
 * - public: anyone, with or without a session;
 * - signedIn: whoever has a session, even before the user agreement (error reports, the agreement);
 * - staff: a staff member who accepted the user agreement;
 * - role: such a staff member holding one of the global roles;
 * - studyMember: such a staff member on the team of the study the request names (404 otherwise);
 * - volunteer: a signed-in volunteer.
 */
export type Audience =
  | { kind: "public" }
  | { kind: "signedIn" }
  | { kind: "staff" }
  | { kind: "role"; roles: readonly GlobalRole[] }
  | { kind: "studyMember"; study: StudySource }
  | { kind: "volunteer" };

export const audience = {
  public: { kind: "public" },
  signedIn: { kind: "signedIn" },
  staff: { kind: "staff" },
  volunteer: { kind: "volunteer" },
  role: <const Roles extends readonly [GlobalRole, ...GlobalRole[]]>(...roles: Roles) =>
    ({ kind: "role", roles }) as const,
  /** The study is the path parameter `studyId` unless told otherwise. */
  studyMember: <const Source extends StudySource = { in: "params"; key: "studyId" }>(
    study: Source = { in: "params", key: "studyId" } as Source,
  ) => ({ kind: "studyMember", study }) as const,
} as const;

/**
 * One /backend endpoint: the single definition from which the server registers the route, the OpenAPI
 * document is generated, the web app's calls are typed and the access matrix is driven.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify-style path under /backend, e.g. "/secure/staff/studies/:studyId/match-statistics". */
  path: string;
  /** One line for the API reference. */
  summary: string;
  audience: Audience;
  params?: z.ZodObject;
  query?: z.ZodType;
  /** Request headers the endpoint reads (lower-case names, e.g. if-match): a loose object, so that the
   * request's other headers pass through untouched. */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Defaults to json when there is a body. */
  bodyType?: BodyType;
  /** The success status; 204 answers carry no body. Defaults to 200, or 204 without `response`. */
  status?: 200 | 201 | 204;
  response?: z.ZodType;
  /** A download instead of JSON: its content type (the browser fetches it by a link to the path). */
  produces?: string;
  /**
   * A multipart upload's largest file in bytes (the attachment limit by default) and where it goes: into
   * memory as `data`, or streamed to a temporary file that the handler reads back with `open()`.
   */
  upload?: { maxBytes: number; to: "memory" | "disk" };
  /**
   * Error answers beyond those its audience and inputs imply (400, 401, 403, 404 of a path, 415, 429 are
   * derived), each with what it means, for the API reference: a conflict, a stale version, a refused
   * sign-in, nothing to read.
   */
  otherErrors?: Partial<Record<OtherErrorStatus, string>>;
  /** Also admits `Authorization: Bearer <API token>` of a user of the audience: no session, no CSRF. */
  apiToken?: true;
  /**
   * A form another site's page posts (a SAML identity provider's answer): it carries no CSRF token, and
   * proves itself instead (a signed assertion answering a request of ours, used once).
   */
  crossSitePost?: true;
}

/** Type only: the key under which a route carries the type of the endpoint it reaches. */
declare const endpointOfRoute: unique symbol;

/**
 * Where an endpoint is reached, without its schemas: what the web app needs to call it. Its request and
 * answer types are the endpoint's own; core/contracts/endpoint-routes.ts holds one for every endpoint, so
 * that a page loads no zod for the calls it makes (issue 25).
 */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  readonly method: E["method"];
  readonly path: E["path"];
  readonly bodyType?: E["bodyType"];
  readonly [endpointOfRoute]?: E;
}

/** The routes of a table of endpoints, under the same names. */
export type RoutesOf<Endpoints extends Record<string, EndpointDef>> = {
  readonly [Name in keyof Endpoints]: EndpointRoute<Endpoints[Name]>;
};

/** Checks an endpoint definition against EndpointDef while keeping its precise types. */
export function defineEndpoint<const E extends EndpointDef>(definition: E): E {
  return definition;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler returns and the client receives on success (nothing for a 204). */
export type EndpointResult<E extends EndpointDef> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : undefined;

/** The parsed inputs a server handler receives. */
export interface EndpointInput<E extends EndpointDef> {
  params: Out<E["params"]>;
  query: Out<E["query"]>;
  headers: Out<E["headers"]>;
  body: Out<E["body"]>;
}

// A part whose every field is optional may be left out.
type Field<Name extends string, S> = S extends z.ZodType
  ? Partial<z.input<S>> extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What a client sends: params, query, headers and body as the contract's input types (a multipart body as FormData). */
export type EndpointRequest<E extends EndpointDef> = Field<"params", E["params"]> &
  Field<"query", E["query"]> &
  Field<"headers", E["headers"]> &
  (E["bodyType"] extends "multipart" ? { body: FormData } : Field<"body", E["body"]>);

/** The success status of an endpoint. */
export function successStatus(endpoint: EndpointDef): 200 | 201 | 204 {
  return endpoint.status ?? (endpoint.response || endpoint.produces ? 200 : 204);
}

/** The path with its parameters filled in and encoded, e.g. "/secure/staff/studies/12". */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}
