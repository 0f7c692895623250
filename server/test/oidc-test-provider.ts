import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

/**
 * A real OpenID provider on loopback for the tests and `npm run dev:sso` (issue 26): the `oidc-provider`
 * package with its development login form, where any login name signs in. A test user's claims come from
 * the name typed (the subject): "pi@example.edu" is that address, verified; names in UNVERIFIED_LOGINS say
 * their address is not verified, and "no-email" shares none. A test may change a subject's claims
 * (`overrides`), e.g. its address, while the subject stays.
 */
export const TEST_OIDC_CLIENT = { id: "recruit", secret: "recruit-test-secret" };
export const UNVERIFIED_LOGINS = new Set(["unverified@example.edu"]);

/** What the provider says about a login name: claims a test may also change (`overrides`). */
export function testClaims(login: string, overrides: Map<string, Record<string, unknown>>) {
  const local = login.split("@")[0] ?? login;
  const base: Record<string, unknown> = {
    sub: login,
    given_name: local.charAt(0).toUpperCase() + local.slice(1),
    family_name: "Campus",
  };
  if (login !== "no-email") {
    base.email = login;
    base.email_verified = !UNVERIFIED_LOGINS.has(login);
  }
  return { ...base, ...overrides.get(login) };
}

/** A signing key made for this run (the provider's development keys would print a warning). */
async function signingKey() {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
}

export interface TestOidcProvider {
  issuer: string;
  /** Claims to answer for a login name instead of the ones its name gives. */
  overrides: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startTestOidcProvider(options: {
  /** The relying party's redirect and post-logout URIs to register. */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  port?: number;
}): Promise<TestOidcProvider> {
  const overrides = new Map<string, Record<string, unknown>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: async (_context: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: async () => ({ ...testClaims(sub, overrides), sub }),
    }),
    // A campus provider asks no consent of its own staff for the university's own application.
    loadExistingGrant: async (context: KoaContextWithOIDC) => {
      const { client, session, provider } = context.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (context, form) => {
          context.body = `<!doctype html><html lang="en"><head><title>Sign out</title></head><body>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>`;
        },
      },
    },
    ttl: {
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    jwks: { keys: [await signingKey()] },
    cookies: { keys: ["recruit-test-provider-cookie-key"] },
  };
  const provider = new Provider(issuer, configuration);
  server.on("request", provider.callback());
  return {
    issuer,
    overrides,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's way through the provider's login form, over HTTP: follows the provider's redirects with its
 * cookies, submits the login name, and returns the address the provider finally sends the browser to
 * (the relying party's redirect URI with the code and state).
 */
export async function signInAtTestProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) jar.set(name.trim(), value.join("="));
    }
  };
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    remember(response);
    return response;
  };
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 10; step++) {
    const response = await send(url);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== origin) return next;
      url = next;
      continue;
    }
    const page = await response.text();
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`the provider's page has no form (status ${response.status})`);
    const submitted = await send(new URL(action, url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        prompt: "login",
        login,
        password: "the provider checks this, not Recruit",
      }).toString(),
    });
    const after = submitted.headers.get("location");
    if (!after) throw new Error(`the provider's login answered ${submitted.status}`);
    url = new URL(after, url);
  }
  throw new Error("the provider never sent the browser back");
}
