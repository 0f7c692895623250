import type { FastifyReply, FastifyRequest } from "fastify";

/** The status a proxy's log gives a request whose client closed the connection first (nginx's 499). */
export const CLIENT_CLOSED_STATUS = 499;

/** The label of every page the web app answers from its catch-all: one pattern, as a route's. */
export const WEB_APP_PAGE_ROUTE = "(web app page)";

/**
 * The route pattern a request's log line and metrics name: the matched route's, the web app's pages (sent by
 * the not-found handler, web-app.ts) as one, and "unmatched" for what no route answered. A request whose
 * client hung up has no answer to tell a page apart: without a matched route it is "unmatched".
 */
export function routeLabel(request: FastifyRequest, reply?: FastifyReply): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  if (!reply) return "unmatched";
  const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
  return html && reply.statusCode < 400 ? WEB_APP_PAGE_ROUTE : "unmatched";
}
