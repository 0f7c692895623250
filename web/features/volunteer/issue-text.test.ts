import { zodResolver } from "@hookform/resolvers/zod";
import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LoginBody } from "../../../core/contracts/auth";
import { VolunteerSignUpBody } from "../../../core/contracts/volunteer-account";
import { NewLovedOne } from "../../../core/contracts/volunteer-self";
import type { Translate } from "../../lib/i18n";
import { compileCatalog } from "../../locales/compile-catalog";
import english from "../../locales/en/volunteer.json";
import spanish from "../../locales/es/volunteer.json";
import { inLanguage, issueText } from "./issue-text";

/** The catalogs compiled as the build compiles them, in Lingui as the pages read them. */
const i18n = setupI18n({
  locale: "es",
  messages: { en: compileCatalog(english), es: compileCatalog(spanish) },
});
const t: Translate = (key, values) => i18n._(key, values);

const firstIssue = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as { error: { issues: Parameters<typeof issueText>[0][] } };
  return result.error.issues[0] as Parameters<typeof issueText>[0];
};

describe("a contract's issue in the volunteer's language (issue 25)", () => {
  it("keeps the contract's own words in English", () => {
    const issue = firstIssue(LoginBody, { email: "", password: "x" });
    expect(issueText(issue, t, "en")).toBe("Email is required");
  });

  it("says in Spanish what is wrong, with the contract's bounds", () => {
    expect(issueText(firstIssue(LoginBody, { email: "", password: "x" }), t, "es")).toBe(
      "Esta respuesta es obligatoria",
    );
    const longName = { firstName: "a".repeat(101), lastName: "B", dateOfBirth: "2015-01-01" };
    expect(issueText(firstIssue(NewLovedOne, longName), t, "es")).toBe("Escriba como máximo 100 caracteres");
    const badEmail = {
      firstName: "A",
      lastName: "B",
      email: "not-an-address",
      password: "long enough password",
    };
    expect(issueText(firstIssue(VolunteerSignUpBody, badEmail), t, "es")).toBe(
      "Escriba una dirección de correo electrónico válida",
    );
    const adult = { firstName: "A", lastName: "B", dateOfBirth: "1990-01-01" };
    expect(issueText(firstIssue(NewLovedOne, adult), t, "es")).toBe("Revise esta respuesta");
  });

  it("rewrites a form resolver's messages, one per field, and leaves a valid form alone", async () => {
    const resolver = inLanguage(zodResolver(VolunteerSignUpBody), VolunteerSignUpBody, t, "es");
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const invalid = await resolver(
      { firstName: "", lastName: "B", email: "x", password: "" },
      undefined,
      options,
    );
    expect(
      Object.fromEntries(Object.entries(invalid.errors).map(([field, error]) => [field, error?.message])),
    ).toEqual({
      firstName: "Esta respuesta es obligatoria",
      email: "Escriba una dirección de correo electrónico válida",
      password: expect.stringMatching(/^Escriba al menos \d+ caracteres$/),
    });
    const valid = await resolver(
      { firstName: "Ana", lastName: "B", email: "ana@example.org", password: "a long enough password" },
      undefined,
      options,
    );
    expect(valid.errors).toEqual({});
  });
});
