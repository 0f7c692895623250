import { z } from "zod";
import { SSO_PROVIDERS } from "../rules/single-sign-on";
import { audience, defineEndpoint } from "./endpoint";

/** GET /backend/public/sso/providers: what the staff's sign-in page offers. */
export const SsoProviders = z.object({
  providers: z.array(z.object({ id: z.enum(SSO_PROVIDERS), name: z.string() })),
  /** False when STAFF_PASSWORD_LOGIN=0: the page shows only the providers. */
  staffPasswordLogin: z.boolean(),
});
export type SsoProviders = z.infer<typeof SsoProviders>;

const StartQuery = z.object({
  /** Where to go once signed in; only an in-app path is honoured. */
  redirectUrl: z.string().max(2_000).optional(),
});

/** What an OpenID provider sends back to the redirect URI (RFC 6749 §4.1.2, RFC 9207's iss). */
const OidcCallbackQuery = z.object({
  code: z.string().max(4_000).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(2_000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2_000).optional(),
  session_state: z.string().max(2_000).optional(),
  scope: z.string().max(2_000).optional(),
});

/** An identity provider's POST to the assertion consumer service (SAML 2.0 HTTP-POST binding). */
const SamlPostBody = z.object({
  SAMLResponse: z.string().min(1).max(500_000),
  RelayState: z.string().max(2_000).optional(),
});

/**
 * Staff single sign-on (issue 26): OpenID Connect's authorization code flow with PKCE, and SAML 2.0
 * SP-initiated with signed assertions. The browser travels through these; each ends in a redirect.
 */
export const ssoEndpoints = {
  providers: defineEndpoint({
    method: "GET",
    path: "/public/sso/providers",
    summary: "The single sign-on providers configured, and whether staff may also sign in with a password",
    audience: audience.public,
    response: SsoProviders,
  }),
  oidcStart: defineEndpoint({
    method: "GET",
    path: "/public/sso/oidc/start",
    summary: "Sends the browser to the OpenID provider to sign in (authorization code flow with PKCE)",
    audience: audience.public,
    query: StartQuery,
    produces: "text/html",
  }),
  oidcCallback: defineEndpoint({
    method: "GET",
    path: "/public/sso/oidc/callback",
    summary:
      "The OpenID provider's answer: signs the staff member in and goes on, or back to the sign-in page",
    audience: audience.public,
    query: OidcCallbackQuery,
    produces: "text/html",
  }),
  samlStart: defineEndpoint({
    method: "GET",
    path: "/public/sso/saml/start",
    summary: "Sends the browser to the SAML identity provider with a signed authentication request",
    audience: audience.public,
    query: StartQuery,
    produces: "text/html",
  }),
  samlAssertionConsumer: defineEndpoint({
    method: "POST",
    path: "/public/sso/saml/acs",
    summary: "The SAML identity provider's signed answer (HTTP-POST binding): signs the staff member in",
    audience: audience.public,
    body: SamlPostBody,
    bodyType: "form",
    crossSitePost: true,
    produces: "text/html",
  }),
  samlMetadata: defineEndpoint({
    method: "GET",
    path: "/public/sso/saml/metadata",
    summary: "The service provider's SAML metadata, for the identity provider's administrators",
    otherErrors: { 404: "SAML sign-in is not configured on this instance (NOT_FOUND)" },
    audience: audience.public,
    produces: "application/samlmetadata+xml",
  }),
};
