import type { Db } from "../../db/connect";
import type { Env } from "../../env";
import type { OidcRelyingParty } from "../../services/single-sign-on/oidc-relying-party";
import type { SamlServiceProvider } from "../../services/single-sign-on/saml-service-provider";

/** What route plugins receive from buildApp. */
export interface RouteDeps {
  db: Db;
  env: Env;
  cookiePath: string;
  /** The single sign-on providers configured (issue 26), each null when not. */
  singleSignOn: { oidc: OidcRelyingParty | null; saml: SamlServiceProvider | null };
}
