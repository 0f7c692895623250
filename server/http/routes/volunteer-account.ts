import type { FastifyPluginAsync } from "fastify";
import { volunteerAccountEndpoints as e } from "../../../core/contracts/volunteer-account";
import { safeRedirectPath } from "../../../core/rules/safe-redirect";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { presentLoggedInUser } from "../../presenters/present-logged-in-user";
import { resolveSession } from "../../services/auth/resolve-session";
import { signIn } from "../../services/auth/sign-in";
import { requestPasswordReset } from "../../services/volunteer-account/request-password-reset";
import { signUpVolunteer } from "../../services/volunteer-account/sign-up-volunteer";
import { verifyEmail } from "../../services/volunteer-account/verify-email";
import { route } from "../endpoint-route";
import { sessionIdOf, setSessionCookie } from "../plugins/session";
import { loginRateLimit } from "./auth";
import type { RouteDeps } from "./route-deps";

/** Volunteers' sign-up, e-mail verification, sign-in and forgotten password (issue 15). */
export const volunteerAccountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env, cookiePath }) => {
  route(app, e.signUp, ({ body }) => signUpVolunteer({ db, body }));
  route(app, e.verifyEmail, ({ body }) => verifyEmail({ db, token: body.token }));
  route(app, e.forgotPassword, ({ body }) => requestPasswordReset({ db, email: body.email }), {
    rateLimit: loginRateLimit(env),
  });
  route(
    app,
    e.login,
    async ({ request, reply, body }) => {
      const session = await signIn({
        db,
        email: body.email,
        password: body.password,
        ipAddress: request.ip,
        absoluteHours: env.SESSION_ABSOLUTE_HOURS,
        userType: "VOLUNTEER",
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
        redirectPath: safeRedirectPath(body.redirectUrl, VOLUNTEER_PAGES.home),
      };
    },
    { rateLimit: loginRateLimit(env) },
  );
};
