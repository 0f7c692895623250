import { zodResolver } from "@hookform/resolvers/zod";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { LoginBody } from "../../../core/contracts/auth";
import { VolunteerSignUpBody } from "../../../core/contracts/volunteer-account";
import { NewLovedOne } from "../../../core/contracts/volunteer-self";
import english from "../../locales/en/volunteer.json";
import spanish from "../../locales/es/volunteer.json";
import { inLanguage, issueText } from "./issue-text";

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "es",
    resources: { en: { volunteer: english }, es: { volunteer: spanish } },
    defaultNS: "volunteer",
    interpolation: { escapeValue: false },
  });
});

const firstIssue = (schema: { safeParse: (value: unknown) => unknown }, value: unknown) => {
  const result = schema.safeParse(value) as { error: { issues: Parameters<typeof issueText>[0][] } };
  return result.error.issues[0] as Parameters<typeof issueText>[0];
};

describe("a contract's issue in the volunteer's language (issue 25)", () => {
  it("keeps the contract's own words in English", () => {
    const issue = firstIssue(LoginBody, { email: "", password: "x" });
    expect(issueText(issue, i18n.t, "en")).toBe("Email is required");
  });

  it("says in Spanish what is wrong, with the contract's bounds", () => {
    const t = i18n.getFixedT("es");
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
    const t = i18n.getFixedT("es");
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
