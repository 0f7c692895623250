import { describe, expect, it } from "vitest";
import { TEST_SAML, testIdpMetadata } from "../../test/saml-test-idp";
import { parseIdentityProviderMetadata } from "./saml-identity-provider-metadata";

describe("an identity provider's SAML metadata (issue 26)", () => {
  it("gives the entity id, the HTTP-Redirect sign-on address and the signing certificates", () => {
    const metadata = parseIdentityProviderMetadata(testIdpMetadata());
    expect(metadata.entityId).toBe(TEST_SAML.idpEntityId);
    expect(metadata.singleSignOnUrl).toBe(TEST_SAML.idpSingleSignOnUrl);
    expect(metadata.signingCertificates).toHaveLength(1);
    expect(metadata.signingCertificates[0]).toMatch(/^MII[A-Za-z0-9+/=]+$/);
  });

  it("refuses metadata without a redirect sign-on service or a signing certificate", () => {
    const postOnly = testIdpMetadata().replace("bindings:HTTP-Redirect", "bindings:HTTP-POST");
    expect(() => parseIdentityProviderMetadata(postOnly)).toThrow(/HTTP-Redirect/);
    const encryptionOnly = testIdpMetadata().replace('use="signing"', 'use="encryption"');
    expect(() => parseIdentityProviderMetadata(encryptionOnly)).toThrow(/signing certificate/);
    expect(() => parseIdentityProviderMetadata("<notMetadata/>")).toThrow(/IDPSSODescriptor/);
  });
});
