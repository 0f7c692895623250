import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authEndpoints } from "../../core/contracts/auth";
import { fillPath } from "../../core/contracts/endpoint";
import { SESSION_COOKIE, sessionIdOf } from "../http/plugins/session";
import { newSessionId } from "../services/auth/session-id";

declare module "fastify" {
  interface FastifyInstance {
    /** The URLs the instance sends itself before it takes traffic. */
    warmUpUrls: readonly string[];
    /** The session id its warm-up requests carry, while it warms up; null otherwise. */
    warmUpSessionId: string | null;
  }
}

/**
 * Collects, as the routes are registered, the requests the instance warms up with: the session check every
 * page makes, and each request a route with a session read declares (http/session-read.ts). A declared
 * request that its endpoint's own schemas refuse would warm nothing up: it stops the app from starting.
 * Register before any route.
 */
export function registerWarmUpUrls(app: FastifyInstance, basePath: string): void {
  const urls = [`${basePath}/backend${authEndpoints.authorizationCheck.path}`];
  app.decorate("warmUpUrls", urls);
  app.decorate("warmUpSessionId", null);
  app.addHook("onRoute", (route) => {
    const { sessionRead, endpoint } = route.config ?? {};
    if (!sessionRead || !endpoint || route.method !== "GET") return;
    for (const request of sessionRead.warmUp) {
      const params = endpoint.params?.safeParse(request.params ?? {});
      const query = endpoint.query?.safeParse(request.query ?? {});
      if (params?.success === false || query?.success === false) {
        throw new Error(`GET ${route.url}: a warm-up request its schemas refuse: ${JSON.stringify(request)}`);
      }
      const search = new URLSearchParams(request.query).toString();
      urls.push(`${fillPath(route.url, request.params)}${search ? `?${search}` : ""}`);
    }
  });
}

/**
 * A request of the warm-up: it carries the session id that only this process knows, and only while it
 * warms up. The request log and the metrics leave such requests out.
 */
export function isWarmUpRequest(request: FastifyRequest): boolean {
  const own = request.server.warmUpSessionId;
  return own !== null && sessionIdOf(request) === own;
}

/**
 * What a warm-up sent, and the answers other than the 401 every one of them should get (0: no answer, the
 * request failed). They do not stop the start: a cold instance serves as before.
 */
export interface WarmUpReport {
  requests: number;
  unexpected: { url: string; status: number }[];
}

/**
 * Warms a listening instance up while its readiness still answers 503 (issue 27: a restarted instance
 * answered its first second of requests in up to 0.7 s, against 10 ms once warm). Each URL goes over
 * HTTP to the instance's own address `rounds` times, `concurrency` at once, so that every connection of the
 * pool is opened and plans the session's statement with each read, and the code that serves a request is
 * compiled (requests injected without a socket warmed half as much). They carry a session id that matches
 * no session: each is refused with 401 once the session's statement ran, so none reads a user's data or
 * writes anything, and they are neither logged nor counted.
 */
export async function warmUp(
  app: FastifyInstance,
  options: { rounds: number; concurrency: number },
): Promise<WarmUpReport> {
  const origin = ownOrigin(app.server.address() as AddressInfo);
  const sessionId = newSessionId();
  const headers = { cookie: `${SESSION_COOKIE}=${sessionId}`, accept: "application/json" };
  const report: WarmUpReport = { requests: 0, unexpected: [] };
  app.warmUpSessionId = sessionId;
  try {
    for (const url of app.warmUpUrls) {
      for (let round = 0; round < options.rounds; round++) {
        const statuses = await Promise.all(
          Array.from({ length: options.concurrency }, async () => {
            try {
              const answer = await fetch(`${origin}${url}`, { headers });
              await answer.arrayBuffer();
              return answer.status;
            } catch {
              return 0;
            }
          }),
        );
        report.requests += statuses.length;
        const status = statuses.find((each) => each !== 401);
        if (status !== undefined) report.unexpected.push({ url, status });
      }
    }
  } finally {
    app.warmUpSessionId = null;
  }
  return report;
}

/** Where the instance answers on this host: loopback when it listens on every interface. */
function ownOrigin(address: AddressInfo): string {
  const host =
    address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}
