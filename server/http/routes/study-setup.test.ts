import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EligibilityCriteria } from "../../../core/contracts/eligibility-criteria";
import type { StudyInformationValues } from "../../../core/contracts/study-information";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID, GENDER_IDS } from "../../../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { studies, studyPropertyValues, studyTeamMembers } from "../../db/schema/index";
import { makeImportedStudy, makeStaffUser, makeStudy } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const ADULTS = 265000;
const DEPARTMENT = 270000;
const LOCATION = 271000;
const CONDITION = 272000;

const information: StudyInformationValues = {
  title: "  Sleep and memory  ",
  conditions: [CONDITION],
  purpose: "Learn how sleep helps memory.",
  studyDescription: "Two overnight visits.",
  locations: [LOCATION],
  offersCompensation: BOOLEAN_TRUE_ID,
  compensation: "$50 per visit",
  department: DEPARTMENT,
  contactName: "Dana Lee",
  contactEmail: "dana@example.edu",
  contactPhone: "734-555-0100",
  contactWebsite: "",
  aboutStudy: "",
};

const criteria: EligibilityCriteria = {
  participantTypeIds: [ADULTS],
  criteria: [
    {
      id: 0,
      name: "Younger adults",
      clauses: [
        {
          clauseConnector: "AND",
          expressions: [
            { id: 0, variable: "age", operator: "BETWEEN", savedValue: "18:40", lookupValueIds: [] },
            {
              id: 0,
              variable: "gender",
              operator: "ANY_OF",
              savedValue: null,
              lookupValueIds: [GENDER_IDS.FEMALE],
            },
            {
              id: 0,
              variable: "other",
              operator: "EQUAL",
              savedValue: "Sleeps at night",
              lookupValueIds: [],
            },
          ],
        },
        {
          clauseConnector: "TERMINAL",
          expressions: [
            {
              id: 0,
              variable: "metalImplants",
              operator: "NOT_EQUAL",
              savedValue: null,
              lookupValueIds: [BOOLEAN_TRUE_ID],
            },
          ],
        },
      ],
    },
    {
      id: 0,
      name: "Older adults",
      clauses: [
        {
          clauseConnector: "TERMINAL",
          expressions: [
            {
              id: 0,
              variable: "age",
              operator: "GREATER_THAN_OR_EQUAL",
              savedValue: "41",
              lookupValueIds: [],
            },
          ],
        },
      ],
    },
  ],
};

async function signedIn() {
  const user = await makeStaffUser(db());
  const browser = new TestClient(testApp.app);
  await browser.login(user.email, user.password);
  return { user, browser };
}

function create(browser: TestClient, body: unknown) {
  return browser.request({ method: "POST", url: "/backend/secure/staff/studies", payload: body as object });
}

function patch(browser: TestClient, studyId: number, ops: unknown, language = "en", ifMatch?: string) {
  return browser.request({
    method: "PATCH",
    url: `/backend/secure/staff/studies/${studyId}`,
    payload: JSON.stringify(ops),
    headers: {
      "content-type": "application/json-patch+json",
      "accept-language": language,
      ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
    },
  });
}

async function versionOf(browser: TestClient, url: string, language = "en"): Promise<string> {
  const read = await browser.request({ method: "GET", url, headers: { "accept-language": language } });
  expect(read.statusCode).toBe(200);
  return read.json().version;
}

async function addStudy(browser: TestClient) {
  const record = await makeImportedStudy(db());
  const response = await create(browser, {
    studyNum: record.studyNum,
    information,
    eligibilityCriteria: criteria,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; studyNum: string };
}

describe("reference data", () => {
  it("answers lookup values by type, translated by the language header", async () => {
    const browser = new TestClient(testApp.app);
    const english = await browser.request({
      method: "GET",
      url: "/backend/lookup-values?type=BOOLEAN,gender",
    });
    expect(english.statusCode).toBe(200);
    const body = english.json();
    expect(Object.keys(body).sort()).toEqual(["BOOLEAN", "GENDER"]);
    expect(body.BOOLEAN.map((value: { displayText: string }) => value.displayText)).toEqual(["No", "Yes"]);
    const spanish = await browser.request({
      method: "GET",
      url: "/backend/lookup-values?type=BOOLEAN",
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().BOOLEAN[1].displayText).toBe("Sí");
    // A long list is in the alphabetical order of the reader's language, not of the English names.
    const conditions = async (language: string) =>
      (
        await browser.request({
          method: "GET",
          url: "/backend/lookup-values?type=MEDICAL_CONDITION",
          headers: { "accept-language": language },
        })
      )
        .json()
        .MEDICAL_CONDITION.map((value: { displayText: string }) => value.displayText) as string[];
    const spanishConditions = await conditions("es");
    expect(spanishConditions.slice(0, 3)).toEqual([
      "Accidente cerebrovascular",
      "Acné",
      "Acúfenos (tinnitus)",
    ]);
    expect(spanishConditions).toEqual([...spanishConditions].sort((a, b) => a.localeCompare(b, "es")));
    expect((await conditions("en")).slice(0, 3)).toEqual(["Acid reflux (GERD)", "Acne", "Addison's disease"]);
    const unknown = await browser.request({ method: "GET", url: "/backend/lookup-values?type=NOPE" });
    expect(unknown.statusCode).toBe(400);
  });

  it("answers property definitions, criterion variables and languages", async () => {
    const browser = new TestClient(testApp.app);
    const properties = await browser.request({ method: "GET", url: "/backend/public/studies/properties" });
    expect(properties.json().map((p: { name: string }) => p.name)).toContain("offersCompensation");
    const variables = await browser.request({ method: "GET", url: "/backend/public/criterion-variable" });
    expect(variables.json()).toHaveLength(16);
    const languages = await browser.request({ method: "GET", url: "/backend/public/languages" });
    expect(languages.json()).toEqual({ supportedLanguages: ["EN", "ES"], defaultLanguage: "EN" });
  });
});

describe("study number lookups", () => {
  it("finds an existing study of any team with its PI's name, and nothing else", async () => {
    const { browser } = await signedIn();
    const pi = await makeStaffUser(db(), { firstName: "Morgan" });
    const study = await makeStudy(db(), { team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
    const found = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/registered-studies/${study.studyNum.toLowerCase()}%20`,
    });
    expect(found.json()).toEqual({ studyNum: study.studyNum, piFullName: "Morgan Tester" });
    const missing = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/registered-studies/NOPE123",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("answers the imported IRB record, with its validity, and 404 for an unknown number", async () => {
    const { browser } = await signedIn();
    const record = await makeImportedStudy(db());
    const invalid = await makeImportedStudy(db(), { valid: false });
    const found = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/imported-studies/${record.studyNum.toLowerCase()}`,
    });
    expect(found.json()).toEqual({
      id: record.studyNum,
      description: record.description,
      publishable: true,
      valid: true,
      pi: { firstName: "Priya", middleName: "K.", lastName: "Investigator" },
    });
    const withdrawn = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/imported-studies/${invalid.studyNum}`,
    });
    expect(withdrawn.json().valid).toBe(false);
    const missing = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/imported-studies/NOPE123",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("needs a signed-in staff member", async () => {
    const anonymous = new TestClient(testApp.app);
    const response = await anonymous.request({
      method: "GET",
      url: "/backend/secure/staff/imported-studies/X1",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("adding a study", () => {
  it("creates an inactive study with the record's PI, the creator on the team, and the criteria", async () => {
    const { user, browser } = await signedIn();
    const created = await addStudy(browser);
    const [row] = await db().select().from(studies).where(eq(studies.id, created.id));
    expect(row?.postingActivationDate).toBeNull();
    expect(row?.participantTypeIds).toEqual([ADULTS]);
    const team = await db().select().from(studyTeamMembers).where(eq(studyTeamMembers.studyId, created.id));
    expect(team.map((member) => member.role).sort()).toEqual(["PRINCIPAL_INVESTIGATOR", "TEAM_MEMBER"]);
    expect(team.find((member) => member.role === "TEAM_MEMBER")?.userId).toBe(user.id);

    const info = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/information`,
    });
    expect(info.json().values).toEqual({ ...information, title: "Sleep and memory" });
    expect(info.json()).toMatchObject({ piFirstName: "Priya", piLastName: "Investigator", language: "EN" });

    const read = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/eligibility-criteria`,
    });
    const saved = read.json();
    expect(saved.participantTypeIds).toEqual([ADULTS]);
    expect(saved.criteria.map((group: { name: string }) => group.name)).toEqual([
      "Younger adults",
      "Older adults",
    ]);
    expect(
      saved.criteria[0].clauses.map((clause: EligibilityCriteria["criteria"][number]["clauses"][number]) =>
        clause.expressions.map(
          (item) => `${item.variable} ${item.operator} ${item.savedValue ?? item.lookupValueIds}`,
        ),
      ),
    ).toEqual([
      ["age BETWEEN 18:40", `gender ANY_OF ${GENDER_IDS.FEMALE}`, "other EQUAL Sleeps at night"],
      [`metalImplants NOT_EQUAL ${BOOLEAN_TRUE_ID}`],
    ]);

    const dashboard = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}`,
    });
    expect(dashboard.json()).toMatchObject({ title: "Sleep and memory", missingRequiredFields: [] });
  });

  it("makes the creator the PI when the record names them", async () => {
    const { user, browser } = await signedIn();
    const record = await makeImportedStudy(db(), { pi: user });
    const response = await create(browser, {
      studyNum: record.studyNum,
      information,
      eligibilityCriteria: criteria,
    });
    const team = await db()
      .select()
      .from(studyTeamMembers)
      .where(eq(studyTeamMembers.studyId, response.json().id));
    expect(team.map((member) => [member.userId, member.role])).toEqual([[user.id, "PRINCIPAL_INVESTIGATOR"]]);
  });

  it("lets exactly one of two simultaneous adds of one number through; the other gets 409", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const record = await makeImportedStudy(db());
    const body = { studyNum: record.studyNum, information, eligibilityCriteria: criteria };
    const answers = await Promise.all([create(first.browser, body), create(second.browser, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe("CONFLICT");
    const rows = await db().select().from(studies).where(eq(studies.studyNum, record.studyNum));
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown or invalid IRB number with INVALID_STUDY_NUMBER", async () => {
    const { browser } = await signedIn();
    const invalid = await makeImportedStudy(db(), { valid: false });
    for (const studyNum of [invalid.studyNum, "NOPE12345"]) {
      const response = await create(browser, { studyNum, information, eligibilityCriteria: criteria });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("INVALID_STUDY_NUMBER");
    }
  });

  it("answers every broken rule with 400 and its field", async () => {
    const { browser } = await signedIn();
    const record = await makeImportedStudy(db());
    const response = await create(browser, {
      studyNum: record.studyNum,
      information: {
        ...information,
        title: "x".repeat(401),
        purpose: "",
        compensation: " ",
        contactEmail: "dana@",
        contactPhone: "abc",
        contactWebsite: "w".repeat(101),
        aboutStudy: "a".repeat(1001),
      },
      eligibilityCriteria: {
        participantTypeIds: [],
        criteria: [
          {
            id: 0,
            name: "",
            clauses: [
              {
                clauseConnector: "TERMINAL",
                expressions: [
                  { id: 0, variable: "age", operator: "BETWEEN", savedValue: "10:151", lookupValueIds: [] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.map((detail: { field: string }) => detail.field)).toEqual([
      "information.purpose",
      "information.compensation",
      "information.title",
      "information.contactWebsite",
      "information.aboutStudy",
      "information.contactEmail",
      "information.contactPhone",
      "eligibilityCriteria.participantTypeIds",
      "eligibilityCriteria.criteria.0.clauses.0.expressions.0",
    ]);
    expect(body.details[0].parameters).toEqual(["Purpose is required"]);
  });

  it("refuses pick-list ids of the wrong list with INVALID_PROPERTY_VALUE", async () => {
    const { browser } = await signedIn();
    const record = await makeImportedStudy(db());
    const response = await create(browser, {
      studyNum: record.studyNum,
      information: { ...information, department: LOCATION },
      eligibilityCriteria: criteria,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "INVALID_PROPERTY_VALUE",
      details: [{ field: "department" }],
    });
  });
});

describe("editing study information", () => {
  const infoOps = (values: Partial<StudyInformationValues>) => {
    const { contactName, contactEmail, contactPhone, contactWebsite, ...properties } = {
      ...information,
      ...values,
    };
    return [
      { op: "replace", path: "/contactName", value: contactName },
      { op: "replace", path: "/contactEmail", value: contactEmail },
      { op: "replace", path: "/contactPhone", value: contactPhone },
      { op: "replace", path: "/contactWebsite", value: contactWebsite },
      { op: "replace", path: "/propertyValues", value: properties },
    ];
  };

  it("saves the form in the default language and clears compensation details when not offered", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const response = await patch(
      browser,
      created.id,
      infoOps({ title: "New title", offersCompensation: BOOLEAN_FALSE_ID }),
    );
    expect(response.statusCode).toBe(204);
    const info = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/information`,
    });
    expect(info.json().values).toMatchObject({
      title: "New title",
      compensation: "",
      offersCompensation: BOOLEAN_FALSE_ID,
    });
  });

  it("keeps texts per language, shows the default text beside them, and locks the other fields", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const spanish = await patch(
      browser,
      created.id,
      [
        {
          op: "replace",
          path: "/propertyValues",
          value: { title: "Sueño y memoria", department: DEPARTMENT },
        },
      ],
      "es",
    );
    expect(spanish.statusCode).toBe(204);
    const read = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/information`,
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(read.headers["content-language"]).toBe("es");
    expect(read.json()).toMatchObject({
      language: "ES",
      values: { title: "Sueño y memoria", purpose: "", department: DEPARTMENT },
      defaultLanguageValues: { title: "Sleep and memory", purpose: information.purpose },
    });
    const english = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/information`,
    });
    expect(english.json().values.title).toBe("Sleep and memory");

    const locked = await patch(
      browser,
      created.id,
      [
        { op: "replace", path: "/contactName", value: "Someone else" },
        { op: "replace", path: "/propertyValues", value: { locations: [LOCATION + 1] } },
      ],
      "es",
    );
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({
      code: "LANGUAGE_LOCKED",
      details: [
        {
          field: "contactName",
          parameters: ["You can change this field only when the default language is selected"],
        },
        { field: "locations" },
      ],
    });
    const [row] = await db().select().from(studies).where(eq(studies.id, created.id));
    expect(row?.contactName).toBe("Dana Lee");
  });

  it("answers a broken rule on a saved field with 400 and the field, and changes nothing", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const response = await patch(browser, created.id, infoOps({ title: "", contactEmail: "nope" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toEqual([
      "title",
      "contactEmail",
    ]);
    const [title] = await db()
      .select()
      .from(studyPropertyValues)
      .where(
        and(
          eq(studyPropertyValues.studyId, created.id),
          eq(studyPropertyValues.propertyId, STUDY_PROPERTY_IDS.title),
        ),
      );
    expect(title?.savedValue).toBe("Sleep and memory");
  });

  it("refuses a save made from a version a team member's save replaced, with 412, and changes nothing", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const url = `/backend/secure/staff/studies/${created.id}/information`;
    const opened = await versionOf(browser, url);
    expect(opened).toMatch(/^[0-9a-f]{16}$/);
    expect(await versionOf(browser, url)).toBe(opened);

    const first = await patch(
      browser,
      created.id,
      infoOps({ title: "A colleague's title" }),
      "en",
      `"${opened}"`,
    );
    expect(first.statusCode).toBe(204);
    const stale = await patch(browser, created.id, infoOps({ purpose: "Mine" }), "en", `"${opened}"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("STUDY_CHANGED");
    const read = (await browser.request({ method: "GET", url })).json();
    expect(read.values).toMatchObject({ title: "A colleague's title", purpose: information.purpose });
    expect(read.version).not.toBe(opened);

    // Read again, the save goes through; without If-Match a save replaces whatever is stored (the spec's).
    const again = await patch(browser, created.id, infoOps({ purpose: "Mine" }), "en", `W/"${read.version}"`);
    expect(again.statusCode).toBe(204);
    expect((await patch(browser, created.id, infoOps({ purpose: "Last" }))).statusCode).toBe(204);
  });

  it("keeps a version per part and language: the criteria's or another language's save leaves it", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const url = `/backend/secure/staff/studies/${created.id}/information`;
    const english = await versionOf(browser, url);
    const spanish = await versionOf(browser, url, "es");
    const criteriaUrl = `/backend/secure/staff/studies/${created.id}/eligibility-criteria`;
    const criteriaVersion = await versionOf(browser, criteriaUrl);

    const texts = [{ op: "replace", path: "/propertyValues", value: { title: "Sueño y memoria" } }];
    expect((await patch(browser, created.id, texts, "es", spanish)).statusCode).toBe(204);
    const edited = structuredClone(criteria);
    edited.criteria.pop();
    const criteriaOps = [{ op: "replace", path: "/eligibilityCriteria", value: edited }];
    expect((await patch(browser, created.id, criteriaOps, "en", criteriaVersion)).statusCode).toBe(204);

    expect(await versionOf(browser, url)).toBe(english);
    const spanishNow = await versionOf(browser, url, "es");
    expect(spanishNow).not.toBe(spanish);
    expect(await versionOf(browser, criteriaUrl)).not.toBe(criteriaVersion);
    // The English title is a text of its own language: the Spanish form's values stay as they were.
    expect((await patch(browser, created.id, infoOps({ title: "Sleep" }), "en", english)).statusCode).toBe(
      204,
    );
    expect(await versionOf(browser, url, "es")).toBe(spanishNow);
    // Each save made from the versions first read now finds them replaced.
    expect((await patch(browser, created.id, criteriaOps, "en", criteriaVersion)).statusCode).toBe(412);
    expect((await patch(browser, created.id, texts, "es", spanish)).statusCode).toBe(412);
  });

  it("answers a malformed If-Match, or one on a patch with no one version, with 400", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const version = await versionOf(browser, `/backend/secure/staff/studies/${created.id}/information`);
    const both = [...infoOps({}), { op: "replace", path: "/eligibilityCriteria", value: criteria }];
    const dates = [{ op: "replace", path: "/postingDeactivationDate", value: Date.now() + 86_400_000 }];
    for (const [ops, ifMatch] of [
      [infoOps({}), "12"],
      [infoOps({}), `"${version}x"`],
      [both, version],
      [dates, version],
    ] as const) {
      const response = await patch(browser, created.id, ops, "en", ifMatch);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 404 to someone not on the team", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const stranger = await signedIn();
    const read = await stranger.browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${created.id}/information`,
    });
    expect(read.statusCode).toBe(404);
    const write = await patch(stranger.browser, created.id, infoOps({ title: "Mine now" }));
    expect(write.statusCode).toBe(404);
  });
});

describe("editing criteria", () => {
  it("replaces the criteria and reads them back, translations carried by id", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const url = `/backend/secure/staff/studies/${created.id}/eligibility-criteria`;
    const stored = (await browser.request({ method: "GET", url })).json();

    const translated = structuredClone(stored);
    translated.criteria[0].name = "Adultos jóvenes";
    translated.criteria[0].clauses[0].expressions[2].savedValue = "Duerme de noche";
    const es = await patch(
      browser,
      created.id,
      [{ op: "replace", path: "/eligibilityCriteria", value: translated }],
      "es",
    );
    expect(es.statusCode).toBe(204);

    const edited = structuredClone(stored);
    edited.criteria[0].clauses[0].expressions[0].savedValue = "21:40";
    edited.criteria.pop();
    const en = await patch(browser, created.id, [
      { op: "replace", path: "/eligibilityCriteria", value: edited },
    ]);
    expect(en.statusCode).toBe(204);

    const spanish = (
      await browser.request({ method: "GET", url, headers: { "accept-language": "es" } })
    ).json();
    expect(spanish.criteria).toHaveLength(1);
    expect(spanish.criteria[0]).toMatchObject({
      name: "Adultos jóvenes",
      defaultLanguageName: "Younger adults",
    });
    expect(spanish.criteria[0].clauses[0].expressions[0].savedValue).toBe("21:40");
    expect(spanish.criteria[0].clauses[0].expressions[2]).toMatchObject({
      savedValue: "Duerme de noche",
      defaultLanguageValue: "Sleeps at night",
    });
  });

  it("accepts a translation whose expressions come in another order than stored", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const url = `/backend/secure/staff/studies/${created.id}/eligibility-criteria`;
    const stored = (await browser.request({ method: "GET", url })).json();
    const reordered = structuredClone(stored);
    reordered.criteria[0].clauses[0].expressions.reverse();
    reordered.criteria[0].clauses[0].expressions[0].savedValue = "Duerme de noche";
    const response = await patch(
      browser,
      created.id,
      [{ op: "replace", path: "/eligibilityCriteria", value: reordered }],
      "es",
    );
    expect(response.statusCode).toBe(204);
    const spanish = (
      await browser.request({ method: "GET", url, headers: { "accept-language": "es" } })
    ).json();
    expect(spanish.criteria[0].clauses[0].expressions[2].savedValue).toBe("Duerme de noche");
  });

  it("locks the rules in another language", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    const url = `/backend/secure/staff/studies/${created.id}/eligibility-criteria`;
    const stored = (await browser.request({ method: "GET", url })).json();
    const changed = structuredClone(stored);
    changed.criteria[0].clauses[0].expressions[0].savedValue = "30:40";
    const response = await patch(
      browser,
      created.id,
      [{ op: "replace", path: "/eligibilityCriteria", value: changed }],
      "es",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("LANGUAGE_LOCKED");
    const types = structuredClone(stored);
    types.participantTypeIds = [ADULTS + 1];
    const typesResponse = await patch(
      browser,
      created.id,
      [{ op: "replace", path: "/eligibilityCriteria", value: types }],
      "es",
    );
    expect(typesResponse.json().code).toBe("LANGUAGE_LOCKED");
  });

  it("refuses with INVALID_STUDY_FIELDS while required Study Information is blank", async () => {
    const { user, browser } = await signedIn();
    const study = await makeStudy(db(), {
      blank: ["purpose"],
      team: [{ userId: user.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const response = await patch(browser, study.id, [
      { op: "replace", path: "/eligibilityCriteria", value: criteria },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_STUDY_FIELDS", details: [{ field: "purpose" }] });
  });

  it("answers malformed patches with 400", async () => {
    const { browser } = await signedIn();
    const created = await addStudy(browser);
    for (const ops of [
      [{ op: "replace", path: "/nope", value: 1 }],
      [{ op: "replace", path: "/eligibilityCriteria", value: { participantTypeIds: "x" } }],
      [],
    ]) {
      const response = await patch(browser, created.id, ops);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
