import fastifyCsrf from "@fastify/csrf-protection";
import type { FastifyInstance } from "fastify";

export const CSRF_HEADER = "X-CSRF-TOKEN";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Double-submit CSRF protection: the secret sits in an HttpOnly cookie, the token comes from
 * GET /backend/csrf and must return in the X-CSRF-TOKEN header of every mutating /backend call.
 * Calls authenticated by a bearer token (API tokens, invitations) carry no cookie and are exempt.
 */
export async function registerCsrf(app: FastifyInstance, cookiePath: string): Promise<void> {
  await app.register(fastifyCsrf, {
    cookieKey: "recruit_csrf",
    cookieOpts: { httpOnly: true, sameSite: "lax", secure: "auto", path: cookiePath, signed: false },
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER.toLowerCase()];
      return Array.isArray(value) ? value[0] : value;
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    const bearer = request.headers.authorization?.startsWith("Bearer ");
    if (!MUTATING.has(request.method) || !request.url.includes("/backend/") || bearer) return done();
    // Another site's form (a SAML answer) carries no token; the endpoint checks what it carries instead.
    if (request.routeOptions.config?.endpoint?.crossSitePost) return done();
    app.csrfProtection(request, reply, done);
  });
}
