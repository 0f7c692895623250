import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuthDetails,
  LoginBody,
  LoginResponse,
  LogoutResponse,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from "../../../core/contracts/auth";
import { ERROR_CODES } from "../../../core/contracts/errors";
import { safeRedirectPath } from "../../../core/rules/safe-redirect";
import { requireStaff } from "../../policies/require-user";
import { presentLoggedInUser } from "../../presenters/present-logged-in-user";
import { findSessionUser } from "../../services/auth/find-session-user";
import { signIn } from "../../services/auth/sign-in";
import { signOut } from "../../services/auth/sign-out";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../plugins/session";
import type { RouteDeps } from "./route-deps";

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, env, cookiePath, sessionCache },
) => {
  app.get("/public/auth-details", { schema: { response: { 200: AuthDetails } } }, async (request) => {
    return { loggedInUser: request.user ? presentLoggedInUser(request.user) : null };
  });

  app.post(
    "/public/login",
    {
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      config: {
        rateLimit: {
          max: env.LOGIN_RATE_LIMIT_PER_MINUTE,
          timeWindow: "1 minute",
          // After body parsing, so that the key can include the e-mail.
          hook: "preHandler",
          // Per address and account: one office behind a NAT does not lock everyone out.
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
            return `${request.ip}|${email}`;
          },
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            code: ERROR_CODES.tooManyRequests,
            message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
            retryAfterSeconds: Math.ceil(context.ttl / 1000),
          }),
        },
      },
    },
    async (request, reply) => {
      const session = await signIn({
        db,
        email: request.body.email,
        password: request.body.password,
        ipAddress: request.ip,
        absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      });
      setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
      const user = await findSessionUser({
        db,
        sessionId: session.sessionId,
        idleMinutes: env.SESSION_IDLE_MINUTES,
      });
      return {
        loggedInUser: user ? presentLoggedInUser(user) : null,
        redirectPath: safeRedirectPath(request.body.redirectUrl, "/studies/current"),
      };
    },
  );

  app.post("/logout", { schema: { response: { 200: LogoutResponse } } }, async (request, reply) => {
    const sessionId = request.cookies[SESSION_COOKIE];
    if (sessionId) sessionCache.forget(sessionId);
    const result = await signOut({ db, sessionId, basePath: env.BASE_PATH });
    clearSessionCookie(reply, cookiePath);
    return result;
  });

  app.get(
    "/secure/staff/authorization-check",
    { schema: { response: { 200: AuthDetails } } },
    async (request) => {
      return { loggedInUser: presentLoggedInUser(requireStaff(request.user)) };
    },
  );
};
