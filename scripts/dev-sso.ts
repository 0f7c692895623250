import { readEnv } from "../server/env";
import { startServer } from "../server/main";
import { startTestOidcProvider, TEST_OIDC_CLIENT } from "../server/test/oidc-test-provider";

/**
 * `npm run dev:sso` (issue 26): the app as `npm start` serves it, with a test OpenID provider on
 * loopback standing in for the university's (oidc-provider, its development login form: any login name,
 * any password). Try "Sign in with Test University" on /login/study-team as pi@example.edu, or as a
 * new address to see a first sign-in.
 */
const base = readEnv();
const applicationUrl = base.APPLICATION_URL ?? `http://localhost:${base.PORT}${base.BASE_PATH}`;
const provider = await startTestOidcProvider({
  port: Number(process.env.SSO_DEV_PROVIDER_PORT ?? 3100),
  redirectUris: [`${applicationUrl}/backend/public/sso/oidc/callback`],
  postLogoutRedirectUris: [`${applicationUrl}/login/study-team`],
});
const env = readEnv({
  APPLICATION_URL: applicationUrl,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
  OIDC_NAME: "Test University",
});
const server = await startServer(env);
console.log(`Test OpenID provider at ${provider.issuer}: any login name and password sign in.`);
console.log(`Staff sign-in: ${applicationUrl}/login/study-team ("Sign in with Test University").`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await server.stop().catch(() => undefined);
    await provider.close();
    process.exit(0);
  });
}
