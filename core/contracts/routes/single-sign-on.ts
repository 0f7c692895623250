// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { ssoEndpoints } from "../single-sign-on";

export const ssoRoutes: RoutesOf<typeof ssoEndpoints> = {
  providers: { method: "GET", path: "/public/sso/providers" },
  oidcStart: { method: "GET", path: "/public/sso/oidc/start" },
  oidcCallback: { method: "GET", path: "/public/sso/oidc/callback" },
  samlStart: { method: "GET", path: "/public/sso/saml/start" },
  samlAssertionConsumer: { method: "POST", path: "/public/sso/saml/acs", bodyType: "form" },
  samlMetadata: { method: "GET", path: "/public/sso/saml/metadata" },
};
