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
beforeAll(async () => {
  testApp = await createTestApp({ beforeReady: markAnsweringRoute });
  world = await buildAccessWorld(testApp);
});
afterAll(() => testApp.close());

describe("malformed input over the whole API", () => {
  it("never answers 5xx, answers errors in the spec's shape, and malformed input changes nothing", async () => {
    let before: Record<string, string> = {};
    const report = await runApiFuzz({
      operations: testApp.app.operations,
      world,
      requests,
      seed,
      beforeMalformed: async () => {
        before = await databaseDigest(testApp.database.db);
      },
    });
    console.log(`API fuzz: ${summaryLine(report)}; by kind ${JSON.stringify(report.kinds)}`);
    expect(report.findings).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.operations).toBe(testApp.app.operations.length);
    expect(report.requests).toBeGreaterThanOrEqual(requests);
    expect(await databaseDigest(testApp.database.db)).toEqual(before);
  });
});
