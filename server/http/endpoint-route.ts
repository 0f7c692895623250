import type { Readable } from "node:stream";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type Audience,
  CONTENT_TYPES,
  type EndpointDef,
  type EndpointInput,
  type EndpointResult,
  successStatus,
} from "../../core/contracts/endpoint";
import { JsonText } from "../db/json-text";
import { AppError } from "../errors/app-error";
import type { CheckedStudy } from "../policies/checked-study";
import type { SessionUser } from "../services/auth/session-user";
import type { SessionRead } from "./session-read";

const JSON_TYPE = `${CONTENT_TYPES.json}; charset=utf-8`;

/** What a write without a body sees: nothing (inject and some clients say null). */
const NoBody = z.null().optional();

type UserOf<A extends Audience> = A extends { kind: "public" } ? SessionUser | null : SessionUser;
type StudyOf<A extends Audience> = A extends { kind: "studyMember" } ? CheckedStudy : null;

/** What a handler receives: the parsed inputs, and the caller the access gate admitted. */
export interface HandlerContext<E extends EndpointDef> extends EndpointInput<E> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in user; null only on a public endpoint called without a session. */
  user: UserOf<E["audience"]>;
  /** The study a study-scoped endpoint acts on, its membership already checked. */
  study: StudyOf<E["audience"]>;
}

/** A download's handler returns the stream to send; a 204 endpoint's may return anything (nothing is sent). */
type HandlerResult<E extends EndpointDef> = E["produces"] extends string
  ? Readable
  : E["response"] extends z.ZodType
    ? EndpointResult<E> | JsonText<EndpointResult<E>>
    : unknown;

export type EndpointHandler<E extends EndpointDef> = (
  context: HandlerContext<E>,
) => Promise<HandlerResult<E>> | HandlerResult<E>;

/**
 * Registers an endpoint of core/contracts: its path, schemas and audience come from the one definition;
 * the handler only calls a service and presents. The access gate (plugins/access-gate.ts) admits the
 * caller before anything is parsed.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /**
   * Route configuration of plugins, e.g. the sign-in's rate limit, or a GET endpoint's first read, which the
   * access gate sends in the session's statement (session-read.ts).
   */
  config: Omit<FastifyContextConfig, "audience" | "endpoint" | "sessionRead"> & {
    sessionRead?: SessionRead<E>;
  } = {},
): void {
  const status = successStatus(endpoint);
  if (config.sessionRead && endpoint.method !== "GET") {
    throw new Error(`${endpoint.method} ${endpoint.path}: only a GET endpoint's read goes with the session`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      description: describeAudience(endpoint.audience),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      // A write that declares no body refuses one, rather than ignoring what a client meant to send.
      ...((endpoint.body ?? endpoint.method !== "GET") && { body: endpoint.body ?? NoBody }),
      // The API reference names the body's media type when it is not JSON (a form, an upload).
      ...(endpoint.bodyType &&
        endpoint.bodyType !== "json" && {
          consumes: [
            endpoint.bodyType === "multipart" ? "multipart/form-data" : CONTENT_TYPES[endpoint.bodyType],
          ],
        }),
      ...(endpoint.produces && { produces: [endpoint.produces] }),
      // A download is written as it is; everything else by the contract's serializer.
      ...(!endpoint.produces && { response: { [status]: endpoint.response ?? z.null() } }),
    },
    // The gate hands the read the input it parsed with this endpoint's own schemas.
    config: Object.assign({}, config, {
      sessionRead: config.sessionRead as SessionRead | undefined,
      audience: endpoint.audience,
      endpoint,
    }),
    preValidation: async (request) => refuseForeignContentType(endpoint, request),
    handler: async (request, reply) => {
      const result = await handler({
        request,
        reply,
        user: request.user,
        study: request.study,
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
      } as HandlerContext<E>);
      if (reply.sent) return reply;
      if (endpoint.produces) {
        // A download may name its own content type (an attachment's stored one).
        if (!reply.hasHeader("content-type")) reply.type(endpoint.produces);
        return reply.status(status).send(result);
      }
      // The contract's JSON as PostgreSQL wrote it: a string is sent as it is, not serialized again.
      if (result instanceof JsonText) return reply.status(status).type(JSON_TYPE).send(result.text);
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}

/**
 * A body must come in the content type the endpoint declares: a json-patch document sent to a JSON
 * endpoint (or the reverse) is refused with 400 rather than read as something the client did not mean.
 */
function refuseForeignContentType(endpoint: EndpointDef, request: FastifyRequest): void {
  if (!endpoint.body || request.body === undefined) return;
  const declared = endpoint.bodyType ?? "json";
  const sent = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const expected = declared === "multipart" ? "multipart/form-data" : CONTENT_TYPES[declared];
  if (sent !== expected) {
    throw new AppError("UNSUPPORTED_CONTENT_TYPE", 400, `The body must be ${expected}`);
  }
}

/** The audience as the API reference states it. */
export function describeAudience(audience: Audience): string {
  switch (audience.kind) {
    case "public":
      return "Audience: anyone.";
    case "signedIn":
      return "Audience: every signed-in user, before the user agreement too.";
    case "staff":
      return "Audience: staff who accepted the user agreement.";
    case "role":
      return `Audience: staff holding ${audience.roles.join(" or ")}.`;
    case "studyMember": {
      const where = audience.study.in === "body" ? audience.study.path.join(".") : audience.study.key;
      return `Audience: members of the study named by ${audience.study.in} ${where}; any other study answers 404.`;
    }
    case "volunteer":
      return "Audience: signed-in volunteers.";
  }
}
