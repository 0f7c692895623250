import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREA_TAGS } from "../../../core/contracts/endpoints";
import { describeFinding, type LintFinding, lintOpenApi } from "../../../scripts/lint-api";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The API reference the app serves passes Spectral's OpenAPI rules and the OWASP API Security ruleset
 * (.spectral.yaml), and the ruleset's own request rules do catch what they are for (issue 28).
 */
let testApp: TestApp;
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: {
    content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
  };
  parameters?: { name: string; schema: Record<string, unknown> }[];
};
type Document = { paths: Record<string, Record<string, Operation>> };
let served: Document;

beforeAll(async () => {
  testApp = await createTestApp();
  served = (await testApp.app.inject({ method: "GET", url: "/backend/openapi.json" })).json();
});
afterAll(() => testApp.close());

const copy = (): Document => structuredClone(served);
const codes = (findings: LintFinding[]) => findings.filter((f) => f.severity === 0).map((f) => f.code);
const operation = (document: Document, method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};

describe("the API reference's lint", () => {
  it("finds nothing in the document the app serves", () => {
    expect(lintOpenApi(served).map(describeFinding)).toEqual([]);
  });

  it("names, tags and secures every operation", () => {
    const operations = Object.values(served.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const tagNames = new Set(Object.values(AREA_TAGS).map((tag) => tag.name));
    for (const op of operations) {
      expect(
        op.tags?.every((tag) => tagNames.has(tag)),
        op.operationId,
      ).toBe(true);
      expect(op.security?.length, op.operationId).toBeGreaterThan(0);
      expect(Object.keys(op.responses), op.operationId).toContain("500");
    }
  });

  it("refuses a request string without a bound", () => {
    const document = copy();
    const login = operation(document, "post", "/backend/public/login");
    delete login.requestBody?.content["application/json"]?.schema.properties.email?.maxLength;
    expect(codes(lintOpenApi(document))).toEqual(["recruit-request-string-limit"]);
  });

  it("refuses a request array without maxItems and a path integer without bounds", () => {
    const document = copy();
    const moveAll = operation(
      document,
      "patch",
      "/backend/secure/staff/studies/{studyId}/matched-participants/",
    );
    const patch = moveAll.requestBody?.content["application/json-patch+json"]?.schema as Record<
      string,
      unknown
    >;
    const arrays = JSON.stringify(patch).match(/"maxItems"/g)?.length ?? 0;
    expect(arrays).toBeGreaterThan(0);
    const studyId = moveAll.parameters?.find((parameter) => parameter.name === "studyId");
    delete studyId?.schema.maximum;
    const withoutMaxItems = JSON.parse(
      JSON.stringify(patch)
        .replace(/"maxItems":\d+,?/g, "")
        .replace(/,}/g, "}"),
    );
    const content = moveAll.requestBody?.content["application/json-patch+json"];
    if (content) content.schema = withoutMaxItems;
    const found = codes(lintOpenApi(document));
    expect(found).toContain("recruit-request-array-limit");
    expect(found).toContain("recruit-request-integer-limit");
  });

  it("refuses a write without security and a staff operation without its 401", () => {
    const document = copy();
    delete operation(document, "post", "/backend/public/login").security;
    delete operation(document, "get", "/backend/secure/staff/studies/{studyId}/interested-participants")
      .responses["401"];
    const found = codes(lintOpenApi(document));
    expect(found).toContain("owasp:api2:2023-write-restricted");
    expect(found).toContain("recruit-secured-401");
  });
});
