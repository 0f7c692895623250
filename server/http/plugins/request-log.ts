import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { routeLabel } from "../route-label";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id the proxy in front gave the request is kept when it looks like one (no log injection). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The request's id: the proxy's, or a new one. Fastify's `genReqId`. */
export function requestIdOf(request: { headers: FastifyRequest["headers"] }): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * One JSON line per request (issue 27): its id, method, route pattern, status, duration and the signed-in
 * user's id; never the URL's values, a body, or a volunteer's personal data. The id goes back in the
 * X-Request-Id header, so that a user's report and a proxy's log lead to the line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request, reply),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.userId ?? null,
      },
      "request",
    );
  });
}
