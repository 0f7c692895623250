import { readFile } from "node:fs/promises";
import { DOMParser } from "@xmldom/xmldom";

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

/** What the service provider needs of the identity provider's metadata. */
export interface IdentityProviderMetadata {
  entityId: string;
  /** The single sign-on service of the HTTP-Redirect binding. */
  singleSignOnUrl: string;
  /** The certificates it signs with (base64 DER, as the metadata carries them). */
  signingCertificates: string[];
}

/** Reads the identity provider's metadata from a file or an https URL (SAML_IDP_METADATA). */
export async function loadIdentityProviderMetadata(source: string): Promise<IdentityProviderMetadata> {
  const xml = /^https?:\/\//.test(source)
    ? await (await fetch(source, { signal: AbortSignal.timeout(10_000) })).text()
    : await readFile(source, "utf8");
  return parseIdentityProviderMetadata(xml);
}

export function parseIdentityProviderMetadata(xml: string): IdentityProviderMetadata {
  const document = new DOMParser().parseFromString(xml, "text/xml");
  const entity = document.getElementsByTagNameNS(MD, "EntityDescriptor")[0];
  const descriptor = document.getElementsByTagNameNS(MD, "IDPSSODescriptor")[0];
  if (!entity || !descriptor) throw new Error("SAML_IDP_METADATA has no IDPSSODescriptor");
  const services = Array.from(descriptor.getElementsByTagNameNS(MD, "SingleSignOnService"));
  const redirect = services.find((service) => service.getAttribute("Binding") === REDIRECT_BINDING);
  if (!redirect?.getAttribute("Location"))
    throw new Error("SAML_IDP_METADATA has no single sign-on service with the HTTP-Redirect binding");
  const signingCertificates = Array.from(descriptor.getElementsByTagNameNS(MD, "KeyDescriptor"))
    .filter((key) => (key.getAttribute("use") ?? "signing") === "signing")
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, "X509Certificate")))
    .map((certificate) => (certificate.textContent ?? "").replace(/\s+/g, ""))
    .filter(Boolean);
  if (signingCertificates.length === 0) throw new Error("SAML_IDP_METADATA has no signing certificate");
  return {
    entityId: entity.getAttribute("entityID") ?? "",
    singleSignOnUrl: redirect.getAttribute("Location") as string,
    signingCertificates,
  };
}
