import type { CsrfResponse } from "../../core/contracts/auth";
import {
  type BodyType,
  CONTENT_TYPES,
  type EndpointDef,
  type EndpointRequest,
  type EndpointResult,
  type EndpointRoute,
  fillPath,
} from "../../core/contracts/endpoint";
import { authRoutes } from "../../core/contracts/routes/auth";
import { type ErrorRedirect, errorRedirect } from "./error-redirect";
import type { PendingRequests } from "./pending-requests";

/** An answer with an error status, handed to the caller when the call tolerates it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = "ApiError";
  }

  /** The `code` of a 4xx body, if any. */
  get code(): string | undefined {
    const body = this.body as { code?: unknown } | null;
    return typeof body?.code === "string" ? body.code : undefined;
  }
}

/**
 * The request never reached the server, or its answer never came back: no network (a phone between two
 * masts), or the server gone (a proxy's 502 or 504: no instance behind it answered). Shown to the user once,
 * by the client (`ApiClientDeps.unreachable`); a caller keeps what the user typed and may offer to try again.
 */
export class ServerUnreachable extends Error {
  constructor(cause: unknown) {
    super("The server could not be reached", { cause });
    this.name = "ServerUnreachable";
  }
}

/** A reverse proxy's answers for an app it could not reach (nginx, Caddy): the app said nothing. */
const GATEWAY_STATUSES: readonly number[] = [502, 504];

/** Whether a save was refused (412) because a team member saved the same thing first. */
export const changedElsewhere = (error: unknown) => error instanceof ApiError && error.status === 412;

/** For a call that tolerates 404: the answer "none" (null) instead of the error. */
export function noneOn404(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  /** JSON body; FormData is sent as multipart. */
  body?: unknown;
  /** Statuses answered to the caller without the global redirect. */
  tolerate?: readonly number[];
  /** Content language of a study read or write; other calls send `en`. */
  language?: string;
  contentType?: string;
  /** Headers an endpoint reads (e.g. If-Match). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Keep the wait overlay off for this call (background polling). */
  quiet?: boolean;
}

export interface ApiClientDeps {
  basePath: string;
  pending: PendingRequests;
  /** Follows a global redirect; the app wires it to the router. */
  redirect: (target: Exclude<ErrorRedirect, null>) => void;
  /** The in-app address the user is on, for return links. */
  currentPath: () => string;
  /** Tells the user that a call they made could not reach the server (not for quiet or cancelled calls). */
  unreachable?: () => void;
  fetch?: typeof fetch;
}

/** What a call of an endpoint may add to its request. */
export type CallOptions = Pick<RequestOptions, "tolerate" | "language" | "signal" | "quiet">;

/** Lists join with commas: `type=A,B` (spec 001 §7: a custom query serializer). */
export function serializeQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The one HTTP client of the web app (DESIGN.md §8): credentials, Accept-Language, the CSRF header,
 * the pending-request counter, tolerated statuses and the global redirects.
 */
export class ApiClient {
  private csrf: CsrfResponse | null = null;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly deps: ApiClientDeps) {
    this.fetchImpl = deps.fetch ?? ((...args) => globalThis.fetch(...args));
  }

  /**
   * Takes the CSRF token the server wrote into the page, or fetches it (the Vite dev server's page has
   * none); the app renders only after this resolves.
   */
  async init(fromPage: CsrfResponse | null = null): Promise<void> {
    this.csrf = fromPage ?? (await this.call(authRoutes.csrf, {}));
  }

  /**
   * Calls an endpoint of core/contracts by its route (core/contracts/endpoint-routes.ts): its method, path,
   * content type and answer type come from the one definition the server registers too, so the two cannot
   * drift apart, and the page loads none of the endpoint's schemas.
   */
  call<E extends EndpointDef>(
    endpoint: EndpointRoute<E>,
    request: EndpointRequest<E>,
    options: CallOptions = {},
  ): Promise<EndpointResult<E>> {
    const parts = request as {
      params?: Record<string, unknown>;
      query?: unknown;
      headers?: Record<string, string>;
      body?: unknown;
    };
    const bodyType: BodyType = endpoint.bodyType ?? "json";
    return this.request<EndpointResult<E>>(`/backend${fillPath(endpoint.path, parts.params)}`, {
      ...options,
      method: endpoint.method,
      query: parts.query as Record<string, QueryValue> | undefined,
      headers: parts.headers,
      body: parts.body,
      contentType: bodyType === "multipart" ? undefined : CONTENT_TYPES[bodyType],
    });
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? "GET";
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: "application/json",
      "Accept-Language": options.language?.toLowerCase() ?? "en",
    };
    if (this.csrf && method !== "GET") headers[this.csrf.headerName] = this.csrf.token;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers["Content-Type"] = options.contentType ?? "application/json";
      body = JSON.stringify(options.body);
    }
    const counted = !options.quiet;
    if (counted) this.deps.pending.start();
    try {
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.deps.basePath}${path}${serializeQuery(options.query)}`, {
          method,
          headers,
          body,
          credentials: "same-origin",
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (counted) this.deps.unreachable?.();
        throw new ServerUnreachable(error);
      }
      if (GATEWAY_STATUSES.includes(response.status)) {
        if (counted) this.deps.unreachable?.();
        throw new ServerUnreachable(new Error(`The proxy answered ${response.status}`));
      }
      const payload = await readBody(response);
      if (response.ok) return payload as T;
      const error = new ApiError(response.status, payload);
      if (options.tolerate?.includes(response.status)) throw error;
      const target = errorRedirect(response.status, payload, this.deps.currentPath());
      if (target) this.deps.redirect(target);
      throw error;
    } finally {
      if (counted) this.deps.pending.stop();
    }
  }
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status === 204) return null;
  if (type.includes("application/json")) return response.json();
  return response.text();
}
