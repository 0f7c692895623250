import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { SignedXml } from "xml-crypto";

/**
 * A SAML identity provider for the tests (issue 26): its metadata, and answers it signs with a test key
 * (xml-crypto, the library node-saml verifies with), well-formed or wrong in one chosen way.
 */
const FIXTURES = join(import.meta.dirname, "fixtures", "saml");
export const TEST_SAML = {
  idpEntityId: "https://idp.example.edu/idp/shibboleth",
  idpSingleSignOnUrl: "https://idp.example.edu/idp/profile/SAML2/Redirect/SSO",
  spEntityId: "https://recruit.example.edu/saml",
  spKeyPath: join(FIXTURES, "sp-key.pem"),
  spCertificatePath: join(FIXTURES, "sp-cert.pem"),
  schemasFolder: join(FIXTURES, "schemas"),
};
const idpKey = readFileSync(join(FIXTURES, "idp-key.pem"), "utf8");
const idpCertificate = readFileSync(join(FIXTURES, "idp-cert.pem"), "utf8");
const base64Der = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");

export function testIdpMetadata(): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${TEST_SAML.idpEntityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="true">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${base64Der(idpCertificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${TEST_SAML.idpSingleSignOnUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** The id of the request a service provider sent to the identity provider's address (HTTP-Redirect). */
export function requestIdOf(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get("SAMLRequest") ?? "";
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  const id = xml.match(/\sID="([^"]+)"/)?.[1];
  if (!id) throw new Error("the redirect carries no SAML request");
  return id;
}

export interface TestAnswer {
  inResponseTo: string;
  acsUrl: string;
  nameId: string;
  email?: string;
  firstName?: string;
  audience?: string;
  recipient?: string;
  /** Minutes from now the assertion stops being valid (negative: already expired). */
  validForMinutes?: number;
  signed?: boolean;
  assertionId?: string;
}

/** A base64 SAML Response, as the identity provider's page posts it to the assertion consumer service. */
export function testIdpAnswer(answer: TestAnswer): string {
  const now = Date.now();
  const instant = new Date(now).toISOString();
  const notBefore = new Date(now - 60_000).toISOString();
  const notOnOrAfter = new Date(now + (answer.validForMinutes ?? 5) * 60_000).toISOString();
  const assertionId = answer.assertionId ?? `_a${randomUUID()}`;
  const attribute = (name: string, value: string | undefined) =>
    value === undefined
      ? ""
      : `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>${value}</saml:AttributeValue></saml:Attribute>`;
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant}"><saml:Issuer>${TEST_SAML.idpEntityId}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${answer.nameId}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${answer.inResponseTo}" NotOnOrAfter="${notOnOrAfter}" Recipient="${answer.recipient ?? answer.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${answer.audience ?? TEST_SAML.spEntityId}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute("urn:oid:0.9.2342.19200300.100.1.3", answer.email)}${attribute("urn:oid:2.5.4.42", answer.firstName)}${attribute("urn:oid:2.5.4.4", answer.firstName ? "Campus" : undefined)}</saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${instant}" Destination="${answer.acsUrl}" InResponseTo="${answer.inResponseTo}"><saml:Issuer>${TEST_SAML.idpEntityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  if (answer.signed === false) return Buffer.from(response).toString("base64");
  const signature = new SignedXml({
    privateKey: idpKey,
    publicCert: idpCertificate,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
      "http://www.w3.org/2001/10/xml-exc-c14n#",
    ],
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
  });
  signature.computeSignature(response, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
  });
  return Buffer.from(signature.getSignedXml()).toString("base64");
}
