import { describe, expect, it } from "vitest";
import { readEnv } from "./env";

describe("readEnv", () => {
  it("has working defaults", () => {
    const env = readEnv({
      PORT: "",
      DATA_DIR: "",
      BASE_PATH: "",
      SUPPORTED_LANGUAGES: "",
      DEFAULT_LANGUAGE: "",
    });
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.BASE_PATH).toBe("");
    expect(env.SUPPORTED_LANGUAGES).toEqual(["EN", "ES"]);
    expect(env.DEFAULT_LANGUAGE).toBe("EN");
  });

  it("normalises the base path", () => {
    expect(readEnv({ BASE_PATH: "/study-team/" }).BASE_PATH).toBe("/study-team");
    expect(readEnv({ BASE_PATH: "study-team" }).BASE_PATH).toBe("/study-team");
    expect(readEnv({ BASE_PATH: "/" }).BASE_PATH).toBe("");
  });

  it("upper-cases languages and requires the default among them", () => {
    expect(readEnv({ SUPPORTED_LANGUAGES: "en, fr,es", DEFAULT_LANGUAGE: "fr" })).toMatchObject({
      SUPPORTED_LANGUAGES: ["EN", "FR", "ES"],
      DEFAULT_LANGUAGE: "FR",
    });
    expect(() => readEnv({ SUPPORTED_LANGUAGES: "en", DEFAULT_LANGUAGE: "es" })).toThrow(/DEFAULT_LANGUAGE/);
  });

  it("refuses a port that is not a number", () => {
    expect(() => readEnv({ PORT: "abc" })).toThrow(/PORT/);
  });

  it("reads single sign-on whole or not at all, and keeps staff able to sign in (issue 26)", () => {
    expect(readEnv({}).STAFF_PASSWORD_LOGIN).toBe(true);
    expect(() => readEnv({ OIDC_ISSUER: "https://login.example.edu" })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => readEnv({ SAML_IDP_METADATA: "idp.xml" })).toThrow(/SAML_SP_ENTITY_ID/);
    expect(() => readEnv({ STAFF_PASSWORD_LOGIN: "0" })).toThrow(/needs single sign-on/);
    const env = readEnv({
      OIDC_ISSUER: "https://login.example.edu",
      OIDC_CLIENT_ID: "recruit",
      OIDC_CLIENT_SECRET: "secret",
      STAFF_PASSWORD_LOGIN: "0",
    });
    expect(env).toMatchObject({ STAFF_PASSWORD_LOGIN: false, OIDC_SCOPES: "openid email profile" });
  });
});
