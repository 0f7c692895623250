import { createServer, type Server } from "node:http";

/**
 * The stack's own floor (issue 27): Node's HTTP server answering each request with one indexed read
 * through node-postgres, and nothing of the app (no Fastify, hooks, session rules or JSON contract). Its
 * p99 under the same open-loop load as the floor's shows what the machine gives any request that makes
 * one database round trip, driver, server and PostgreSQL sharing the same cores.
 */
export function createBareStackServer(readSession: (id: string) => Promise<boolean>): Server {
  return createServer((request, response) => {
    const id = new URL(request.url ?? "/", "http://bench").searchParams.get("id") ?? "";
    readSession(id).then(
      (found) => {
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify({ found }));
      },
      () => {
        response.statusCode = 500;
        response.end();
      },
    );
  });
}
