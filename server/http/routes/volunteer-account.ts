import type { FastifyPluginAsync } from "fastify";
import { volunteerAccountEndpoints as e } from "../../../core/contracts/volunteer-account";
import { VOLUNTEER_PAGES } from "../../../core/rules/volunteer-app";
import { requestPasswordReset } from "../../services/volunteer-account/request-password-reset";
import { signUpVolunteer } from "../../services/volunteer-account/sign-up-volunteer";
import { verifyEmail } from "../../services/volunteer-account/verify-email";
import { route } from "../endpoint-route";
import { requestUiLanguage } from "../request-language";
import { loginRateLimit, signInHandler } from "./auth";
import type { RouteDeps } from "./route-deps";

/** Volunteers' sign-up, e-mail verification, sign-in and forgotten password (issue 15). */
export const volunteerAccountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, env, cookiePath }) => {
  route(app, e.signUp, ({ body, request }) =>
    signUpVolunteer({ db, body, language: requestUiLanguage(request, env) }),
  );
  route(app, e.verifyEmail, ({ body }) => verifyEmail({ db, token: body.token }));
  route(app, e.forgotPassword, ({ body }) => requestPasswordReset({ db, email: body.email }), {
    rateLimit: loginRateLimit(env),
  });
  route(app, e.login, signInHandler({ db, env, cookiePath }, "VOLUNTEER", VOLUNTEER_PAGES.home), {
    rateLimit: loginRateLimit(env),
  });
};
