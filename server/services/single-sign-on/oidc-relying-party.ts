import { importPKCS8 } from "jose";
import * as oidc from "openid-client";
import type { Env } from "../../env";
import { readPem } from "./read-pem";

/** What the provider said about the person who signed in, as Recruit reads it. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  /** False only when the provider says the address is not verified. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  idToken: string | undefined;
}

/** A sign-in on its way to the provider: what must come back with it. */
export interface OidcPendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const claimText = (claims: Record<string, unknown>, name: string) =>
  typeof claims[name] === "string" && claims[name] !== "" ? (claims[name] as string) : null;

/**
 * Recruit as an OpenID Connect relying party (openid-client 6): the authorization code flow with PKCE,
 * state and nonce. The provider's configuration is discovered on first use and kept; a failed discovery
 * is tried again on the next sign-in rather than breaking the app's start.
 */
export function createOidcRelyingParty(env: Env) {
  const issuer = env.OIDC_ISSUER;
  const clientId = env.OIDC_CLIENT_ID;
  if (!issuer || !clientId) return null;
  let discovered: Promise<oidc.Configuration> | null = null;

  async function discover(): Promise<oidc.Configuration> {
    const issuerUrl = new URL(issuer as string);
    const clientAuth = env.OIDC_PRIVATE_KEY
      ? oidc.PrivateKeyJwt(await importPKCS8(readPem(env.OIDC_PRIVATE_KEY), "RS256"))
      : oidc.ClientSecretBasic(env.OIDC_CLIENT_SECRET);
    // Plain HTTP only to a provider on this machine (the test provider, `npm run dev:sso`).
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(issuerUrl.hostname);
    return oidc.discovery(issuerUrl, clientId as string, undefined, clientAuth, {
      ...(loopback && issuerUrl.protocol === "http:" && { execute: [oidc.allowInsecureRequests] }),
    });
  }
  const configuration = () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    name: env.OIDC_NAME,

    /** The provider's authorization URL for a new sign-in, and what to keep until it comes back. */
    async start(redirectUri: string): Promise<{ url: string; pending: OidcPendingSignIn }> {
      const config = await configuration();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: env.OIDC_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code and checks state, nonce, PKCE and the ID token; throws on any mismatch. */
    async finish(callbackUrl: URL, pending: OidcPendingSignIn): Promise<OidcIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      let claims = (tokens.claims() ?? {}) as Record<string, unknown>;
      // Many providers put only the subject in the ID token and the rest behind the userinfo endpoint.
      if (claims[env.OIDC_EMAIL_CLAIM] === undefined && config.serverMetadata().userinfo_endpoint) {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = Object.assign({}, userInfo, claims);
      }
      return {
        subject: String(claims.sub),
        email: claimText(claims, env.OIDC_EMAIL_CLAIM)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified !== false,
        firstName: claimText(claims, env.OIDC_FIRST_NAME_CLAIM),
        lastName: claimText(claims, env.OIDC_LAST_NAME_CLAIM),
        idToken: tokens.id_token,
      };
    },

    /** The provider's sign-out (RP-initiated logout), when it has one. */
    async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }).href;
    },
  };
}

export type OidcRelyingParty = NonNullable<ReturnType<typeof createOidcRelyingParty>>;
