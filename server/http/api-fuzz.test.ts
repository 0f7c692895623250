import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccessWorld, buildAccessWorld } from "../test/access-world";
import { markAnsweringRoute, runApiFuzz, summaryLine } from "../test/api-fuzz/run-api-fuzz";
import { databaseDigest } from "../test/database-digest";
import { createTestApp, type TestApp } from "../test/test-app";

// `npm test` runs a seeded share; `npm run fuzz` sets FUZZ_REQUESTS (and FUZZ_SEED to replay a run).
const requests = Number(process.env.FUZZ_REQUESTS ?? 1_500);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);

let testApp: TestApp;
let world: AccessWorld;
/** Each operation's statuses in the API reference, by "METHOD /backend/path/:param". */
let documented: Map<string, Set<number>>;
beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: markAnsweringRoute });
  world = await buildAccessWorld(testApp);
  const document: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> } = (
    await testApp.app.inject({ method: "GET", url: "/backend/openapi.json" })
  ).json();
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]): [string, Set<number>] => [
        `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
        new Set(Object.keys(operation.responses).map(Number)),
      ]),
    ),
  );
});
afterAll(() => testApp.close());

describe("malformed input over the whole API", () => {
  it("never answers 5xx, answers errors in the spec's shape and as the API reference lists, and malformed input changes nothing", async () => {
    let before: Record<string, string> = {};
    const report = await runApiFuzz({
      operations: testApp.app.operations,
      world,
      requests,
      seed,
      beforeMalformed: async () => {
        before = await databaseDigest(testApp.database.db);
      },
      documentedStatuses: (operation) => documented.get(`${operation.method} ${operation.url}`) ?? new Set(),
    });
    console.log(`API fuzz: ${summaryLine(report)}; by kind ${JSON.stringify(report.kinds)}`);
    expect(report.findings).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.operations).toBe(testApp.app.operations.length);
    expect(report.requests).toBeGreaterThanOrEqual(requests);
    expect(await databaseDigest(testApp.database.db)).toEqual(before);
  });
});
