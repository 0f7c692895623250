import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_CODES } from "../../../core/contracts/error-codes";
import { ssoEndpoints } from "../../../core/contracts/single-sign-on";
import { safeRedirectPath } from "../../../core/rules/safe-redirect";
import { type SsoErrorCode, STAFF_SIGN_IN_PAGE } from "../../../core/rules/single-sign-on";
import type { Db } from "../../db/connect";
import type { Env } from "../../env";
import { AppError } from "../../errors/app-error";
import { openSession } from "../../services/auth/open-session";
import { readSetting } from "../../services/settings/read-setting";
import { savePendingSignIn, takePendingSignIn } from "../../services/single-sign-on/pending-sign-ins";
import { SamlRefusal } from "../../services/single-sign-on/saml-service-provider";
import {
  type ProvenIdentity,
  staffAccountOfIdentity,
} from "../../services/single-sign-on/staff-account-of-identity";
import { route } from "../endpoint-route";
import { sessionIdOf, setSessionCookie } from "../plugins/session";
import type { RouteDeps } from "./route-deps";

/** Binds an OpenID sign-in to the browser that started it: the callback must come with this cookie. */
const STATE_COOKIE = "recruit_sso_state";
const STAFF_HOME = "/studies/current";

/** The app's public address (APPLICATION_URL, with the base path): the providers send the browser back to it. */
export async function publicAddress(db: Db, env: Env): Promise<string> {
  const configured = await readSetting({ db, name: "APPLICATION_URL" });
  return (configured ?? env.BASE_PATH).replace(/\/+$/, "");
}

/**
 * Staff single sign-on (issue 26; docs/decisions/019-staff-single-sign-on.md). Every way through ends in
 * a redirect: into the app with a Recruit session, or back to the sign-in page with a reason the page
 * says. What went wrong is logged without the provider's personal data.
 */
export const singleSignOnRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { db, env, cookiePath } = deps;
  const { oidc, saml } = deps.singleSignOn;
  const base = env.BASE_PATH;
  const callbackPath = `/backend${ssoEndpoints.oidcCallback.path}`;
  const acsPath = `/backend${ssoEndpoints.samlAssertionConsumer.path}`;

  const backToSignIn = (reply: FastifyReply, reason: SsoErrorCode) =>
    reply.redirect(`${base}${STAFF_SIGN_IN_PAGE}?ssoError=${reason}`, 303);

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: SsoErrorCode, cause: unknown) => {
    // The reason and the library's message only: no claim, attribute or assertion text.
    const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    request.log.warn({ ssoRefusal: reason, detail: detail.slice(0, 300) }, "single sign-on refused");
    return backToSignIn(reply, reason);
  };

  async function signInAs(
    request: FastifyRequest,
    reply: FastifyReply,
    identity: ProvenIdentity,
    redirectPath: string,
    oidcIdToken?: string,
  ) {
    const outcome = await staffAccountOfIdentity({ db, identity, ipAddress: request.ip });
    if (outcome.kind === "refused") return refuse(request, reply, outcome.reason, "account refused");
    if (outcome.created || outcome.linked)
      request.log.info(
        { userId: outcome.userId, provider: identity.provider, created: outcome.created },
        "sso identity linked",
      );
    const session = await openSession({
      db,
      userId: outcome.userId,
      email: outcome.email,
      ipAddress: request.ip,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      replacesSessionId: sessionIdOf(request),
      oidcIdToken,
    });
    setSessionCookie(reply, session.sessionId, session.expiresAt, cookiePath);
    return reply.redirect(`${base}${redirectPath}`, 303);
  }

  route(app, ssoEndpoints.providers, () => ({
    providers: [
      ...(oidc ? [{ id: "oidc" as const, name: oidc.name }] : []),
      ...(saml ? [{ id: "saml" as const, name: saml.name }] : []),
    ],
    staffPasswordLogin: env.STAFF_PASSWORD_LOGIN,
  }));

  route(app, ssoEndpoints.oidcStart, async ({ request, reply, query }) => {
    if (!oidc) return backToSignIn(reply, "not-configured");
    try {
      const { url, pending } = await oidc.start(`${await publicAddress(db, env)}${callbackPath}`);
      await savePendingSignIn({
        db,
        provider: "oidc",
        id: pending.state,
        payload: {
          nonce: pending.nonce,
          codeVerifier: pending.codeVerifier,
          redirectPath: safeRedirectPath(query.redirectUrl, STAFF_HOME),
        },
      });
      reply.setCookie(STATE_COOKIE, pending.state, {
        httpOnly: true,
        sameSite: "lax",
        secure: "auto",
        path: cookiePath,
        maxAge: 600,
      });
      return reply.redirect(url, 303);
    } catch (error) {
      return refuse(request, reply, "failed", error);
    }
  });

  route(app, ssoEndpoints.oidcCallback, async ({ request, reply, query }) => {
    if (!oidc) return backToSignIn(reply, "not-configured");
    const browserState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: cookiePath });
    if (query.error) return refuse(request, reply, "failed", `the provider answered ${query.error}`);
    if (!query.state || query.state !== browserState)
      return refuse(request, reply, "failed", "the state is not the one this browser started with");
    const pending = await takePendingSignIn({ db, provider: "oidc", id: query.state });
    if (!pending) return refuse(request, reply, "expired", "no pending sign-in for this state");
    const search = request.url.slice(request.url.indexOf("?"));
    try {
      const identity = await oidc.finish(new URL(`${await publicAddress(db, env)}${callbackPath}${search}`), {
        state: query.state,
        nonce: pending.nonce ?? "",
        codeVerifier: pending.codeVerifier ?? "",
      });
      return await signInAs(
        request,
        reply,
        { provider: "oidc", ...identity },
        pending.redirectPath ?? STAFF_HOME,
        identity.idToken,
      );
    } catch (error) {
      return refuse(request, reply, "failed", error);
    }
  });

  route(app, ssoEndpoints.samlStart, async ({ request, reply, query }) => {
    if (!saml) return backToSignIn(reply, "not-configured");
    try {
      const url = await saml.startUrl(
        `${await publicAddress(db, env)}${acsPath}`,
        safeRedirectPath(query.redirectUrl, STAFF_HOME),
      );
      return reply.redirect(url, 303);
    } catch (error) {
      return refuse(request, reply, "failed", error);
    }
  });

  route(app, ssoEndpoints.samlAssertionConsumer, async ({ request, reply, body }) => {
    if (!saml) return backToSignIn(reply, "not-configured");
    let identity: ProvenIdentity;
    try {
      identity = await saml.verify(`${await publicAddress(db, env)}${acsPath}`, body.SAMLResponse);
    } catch (error) {
      const replayed = error instanceof SamlRefusal && error.message.includes("replay");
      // Out of its time window, or answering a request already answered or never sent: try again.
      const stale =
        error instanceof Error && /InResponseTo|expired|subject confirmation/i.test(error.message);
      return refuse(request, reply, replayed || stale ? "expired" : "failed", error);
    }
    return signInAs(request, reply, identity, safeRedirectPath(body.RelayState, STAFF_HOME));
  });

  route(app, ssoEndpoints.samlMetadata, async ({ reply }) => {
    if (!saml) throw new AppError(ERROR_CODES.notFound, 404, "SAML is not configured");
    const metadata = await saml.metadata(`${await publicAddress(db, env)}${acsPath}`);
    return reply.type("application/samlmetadata+xml").send(metadata);
  });
};
