import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { authEndpoints, type LoginBody, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from "../../../core/contracts/auth";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { safeRedirectPath } from "../../../core/rules/safe-redirect";
import { STAFF_PASSWORD_LOGIN_OFF_MESSAGE } from "../../../core/rules/single-sign-on";
import type { Env } from "../../env";
import { AppError } from "../../errors/app-error";
import { presentLoggedInUser } from "../../presenters/present-logged-in-user";
import { acceptUserAgreement } from "../../services/auth/accept-user-agreement";
import { resetPassword } from "../../services/auth/reset-password";
import { resolveSession } from "../../services/auth/resolve-session";
import { signIn } from "../../services/auth/sign-in";
import { signOut } from "../../services/auth/sign-out";
import { recordErrorReport } from "../../services/errors/record-error-report";
import { route } from "../endpoint-route";
import { perMinuteLimit } from "../per-minute-limit";
import { CSRF_HEADER } from "../plugins/csrf";
import { clearSessionCookie, sessionIdOf, setSessionCookie } from "../plugins/session";
import type { RouteDeps } from "./route-deps";

/**
 * The sign-in's rate limit, for staff and volunteers alike: per address and e-mail, so that one office
 * behind a NAT does not lock everyone out.
 */
export function loginRateLimit(env: Env) {
  return perMinuteLimit({
    max: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    key: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
      return `${request.ip}|${email}`;
    },
    message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  });
}

/**
 * Signs a user of one kind in (staff or volunteer, each at their own door): the session replaces whatever
 * the browser held (no fixation, no stale session left), and the answer says where to go next.
 */
export function signInHandler(
  deps: Pick<RouteDeps, "db" | "env" | "cookiePath">,
  userType: "STAFF" | "VOLUNTEER",
  defaultPath: string,
) {
  const { db, env, cookiePath } = deps;
  return async ({
    request,
    reply,
    body,
  }: {
    request: FastifyRequest;
    reply: FastifyReply;
    body: LoginBody;
  }) => {
    if (userType === "STAFF" && !env.STAFF_PASSWORD_LOGIN)
      throw new AppError(ERROR_CODES.passwordLoginDisabled, 401, STAFF_PASSWORD_LOGIN_OFF_MESSAGE);
    const session = await signIn({
      db,
      email: body.email,
      password: body.password,
      ipAddress: request.ip,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      userType,
      replacesSessionId: sessionIdOf(request),
    });
    setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
    const resolved = await resolveSession({
      db,
      sessionId: session.sessionId,
      idleMinutes: env.SESSION_IDLE_MINUTES,
    });
    return {
      loggedInUser: resolved ? presentLoggedInUser(resolved.user) : null,
      redirectPath: safeRedirectPath(body.redirectUrl, defaultPath),
    };
  };
}

/** CSRF token, sign-in and out, the user agreement and error reports (spec 001 §7). */
export const authRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { db, env, cookiePath, singleSignOn },
) => {
  route(app, authEndpoints.csrf, ({ reply }) => ({ token: reply.generateCsrf(), headerName: CSRF_HEADER }));

  route(app, authEndpoints.authDetails, ({ user }) => ({
    loggedInUser: user ? presentLoggedInUser(user) : null,
  }));

  route(app, authEndpoints.login, signInHandler({ db, env, cookiePath }, "STAFF", "/studies/current"), {
    rateLimit: loginRateLimit(env),
  });

  route(app, authEndpoints.passwordReset, ({ body }) =>
    resetPassword({ db, token: body.token, password: body.password }),
  );

  route(app, authEndpoints.logout, async ({ request, reply }) => {
    const oidc = singleSignOn.oidc;
    const result = await signOut({
      db,
      sessionId: sessionIdOf(request),
      basePath: env.BASE_PATH,
      providerSignOut: oidc ? (idToken, signInPage) => oidc.endSessionUrl(idToken, signInPage) : undefined,
    });
    clearSessionCookie(reply, cookiePath);
    return result;
  });

  route(app, authEndpoints.authorizationCheck, ({ user }) => ({ loggedInUser: presentLoggedInUser(user) }));

  route(app, authEndpoints.reportError, async ({ user, body }) => ({
    errorId: await recordErrorReport({ db, source: "CLIENT", userId: user.userId, ...body }),
  }));

  route(app, authEndpoints.acceptUserAgreement, async ({ user }) => {
    const agreedAt = await acceptUserAgreement({ db, userId: user.userId });
    return { agreedDate: agreedAt.getTime() };
  });
};
