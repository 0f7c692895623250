import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isWarmUpRequest } from "../../ops/warm-up";
import { CLIENT_CLOSED_STATUS, routeLabel } from "../route-label";

export const REQUEST_ID_HEADER = "x-request-id";
/** An id the proxy in front gave the request is kept when it looks like one (no log injection). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The request's id: the proxy's, or a new one. Fastify's `genReqId`. */
export function requestIdOf(request: { headers: FastifyRequest["headers"] }): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

declare module "fastify" {
  interface FastifyRequest {
    /**
     * `performance.now()` when the request came in: a request whose client hung up has no reply to time it
     * (set here, read by the log and the metrics).
     */
    receivedAt: number;
  }
}

/**
 * One JSON line per request (issue 27): its id, method, route pattern, status, duration and the signed-in
 * user's id; never the URL's values, a body, or a volunteer's personal data. The id goes back in the
 * X-Request-Id header, so that a user's report and a proxy's log lead to the line. A request whose client
 * hangs up before its answer is complete gets its line too, with status 499 as the proxy logs it: a hang-up
 * is the client's choice, not the server's error.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest("receivedAt", 0);
  app.addHook("onRequest", async (request, reply) => {
    request.receivedAt = performance.now();
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    if (isWarmUpRequest(request)) return;
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request, reply),
        status: reply.statusCode,
        durationMs: roundedMs(reply.elapsedTime),
        userId: request.user?.userId ?? null,
      },
      "request",
    );
  });
  app.addHook("onRequestAbort", async (request) => {
    if (isWarmUpRequest(request)) return;
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request),
        status: CLIENT_CLOSED_STATUS,
        aborted: true,
        durationMs: roundedMs(performance.now() - request.receivedAt),
        userId: request.user?.userId ?? null,
      },
      "request",
    );
  });
}

const roundedMs = (ms: number) => Math.round(ms * 10) / 10;
