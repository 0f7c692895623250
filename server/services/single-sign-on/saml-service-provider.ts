import { type Profile, SAML, ValidateInResponseTo } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { isUniqueViolation } from "../../db/unique-violation";
import type { Env } from "../../env";
import { readPem } from "./read-pem";
import {
  type IdentityProviderMetadata,
  loadIdentityProviderMetadata,
} from "./saml-identity-provider-metadata";
import { SAML_REQUEST_MINUTES, samlRequestCache } from "./saml-request-cache";
import type { ProvenIdentity } from "./staff-account-of-identity";

const ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
/** Clocks of the identity provider and of Recruit may differ this much. */
const CLOCK_SKEW_MS = 60_000;

/** A SAML answer Recruit refuses: why, for the log (never the assertion's personal data). */
export class SamlRefusal extends Error {}

const firstText = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() !== "" ? first.trim() : null;
};

/**
 * Recruit as a SAML 2.0 service provider (@node-saml/node-saml): SP-initiated sign-in with a signed
 * request over the HTTP-Redirect binding; answers over HTTP-POST whose assertion must be signed by the
 * identity provider, for Recruit's audience, within its time window, in answer to a request of ours, to
 * our assertion consumer service, and used only once.
 */
export function createSamlServiceProvider(env: Env, db: Db) {
  const metadataSource = env.SAML_IDP_METADATA;
  const entityId = env.SAML_SP_ENTITY_ID;
  if (!metadataSource || !entityId || !env.SAML_SP_PRIVATE_KEY || !env.SAML_SP_CERTIFICATE) return null;
  const privateKey = readPem(env.SAML_SP_PRIVATE_KEY);
  const certificate = readPem(env.SAML_SP_CERTIFICATE);
  let identityProvider: Promise<IdentityProviderMetadata> | null = null;
  const idp = () => {
    identityProvider ??= loadIdentityProviderMetadata(metadataSource).catch((error: unknown) => {
      identityProvider = null;
      throw error;
    });
    return identityProvider;
  };

  const samlFor = async (acsUrl: string) => {
    const metadata = await idp();
    return new SAML({
      callbackUrl: acsUrl,
      entryPoint: metadata.singleSignOnUrl,
      issuer: entityId,
      audience: entityId,
      idpIssuer: metadata.entityId || undefined,
      idpCert: metadata.signingCertificates,
      privateKey,
      publicCert: certificate,
      signatureAlgorithm: "sha256",
      digestAlgorithm: "sha256",
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SAML_REQUEST_MINUTES * 60_000,
      cacheProvider: samlRequestCache(db),
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
  };

  /** The one assertion node-saml checked: its id, its recipients and its end of validity. */
  function readCheckedAssertion(profile: Profile) {
    const document = new DOMParser().parseFromString(profile.getAssertionXml?.() ?? "", "text/xml");
    const assertion = document.getElementsByTagNameNS(ASSERTION, "Assertion")[0];
    const confirmations = Array.from(document.getElementsByTagNameNS(ASSERTION, "SubjectConfirmationData"));
    const conditions = document.getElementsByTagNameNS(ASSERTION, "Conditions")[0];
    return {
      id: assertion?.getAttribute("ID") ?? "",
      recipients: confirmations.map((data) => data.getAttribute("Recipient") ?? ""),
      notOnOrAfter: conditions?.getAttribute("NotOnOrAfter") ?? null,
    };
  }

  return {
    name: env.SAML_NAME,

    /** The identity provider's address for a new sign-in, with a signed request. */
    async startUrl(acsUrl: string, relayState: string): Promise<string> {
      return (await samlFor(acsUrl)).getAuthorizeUrlAsync(relayState, undefined, {});
    },

    /** Checks an answer and reads who it vouches for; throws SamlRefusal (or node-saml's error) otherwise. */
    async verify(acsUrl: string, samlResponse: string, now = new Date()): Promise<ProvenIdentity> {
      const { profile } = await (await samlFor(acsUrl)).validatePostResponseAsync({
        SAMLResponse: samlResponse,
      });
      if (!profile) throw new SamlRefusal("the answer holds no assertion");
      const checked = readCheckedAssertion(profile);
      if (checked.recipients.length === 0 || checked.recipients.some((recipient) => recipient !== acsUrl))
        throw new SamlRefusal("the assertion is for another recipient");
      if (!checked.id) throw new SamlRefusal("the assertion has no id");
      const expiresAt = checked.notOnOrAfter
        ? new Date(Date.parse(checked.notOnOrAfter) + CLOCK_SKEW_MS)
        : new Date(now.getTime() + 3_600_000);
      try {
        await db.execute(sql`delete from sso_used_assertions where expires_at < ${now}`);
        await db.execute(
          sql`insert into sso_used_assertions (id, expires_at) values (${checked.id}, ${expiresAt})`,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new SamlRefusal("the assertion was used before (a replay)");
        throw error;
      }
      const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
      const attribute = (name: string) => firstText(attributes[name] ?? profile[name]);
      const email = attribute(env.SAML_EMAIL_ATTRIBUTE) ?? attribute("email") ?? firstText(profile.mail);
      return {
        provider: "saml",
        subject: profile.nameID,
        email: email?.toLowerCase() ?? null,
        // The university's identity provider is the authority on its own addresses.
        emailVerified: true,
        firstName: attribute(env.SAML_FIRST_NAME_ATTRIBUTE),
        lastName: attribute(env.SAML_LAST_NAME_ATTRIBUTE),
      };
    },

    /** The service provider's metadata, for the identity provider's administrators. */
    async metadata(acsUrl: string): Promise<string> {
      return (await samlFor(acsUrl)).generateServiceProviderMetadata(null, certificate);
    },
  };
}

export type SamlServiceProvider = NonNullable<ReturnType<typeof createSamlServiceProvider>>;
