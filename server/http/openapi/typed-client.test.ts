import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaffUser } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../../test/test-app";

/**
 * A typed client generated from the API reference (openapi-typescript) compiles with the README's importer
 * program, and that program uploads IRB records to the app with an API token (issue 28).
 */
let testApp: TestApp;
let baseUrl: string;
// Inside the project, so that the program finds Node's types and tsx.
const folder = join(process.cwd(), ".tmp", `typed-client-${process.pid}`);

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  mkdirSync(folder, { recursive: true });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

async function generateClientTypes(): Promise<string> {
  const document = (await testApp.app.inject({ method: "GET", url: "/backend/openapi.json" })).json();
  const path = join(folder, "recruit-api.d.ts");
  writeFileSync(path, astToString(await openapiTS(document)));
  return path;
}

function compile(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: ["node"],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("a typed client from the API reference", () => {
  it("compiles the importer's program, which uploads a CSV with its token", async () => {
    const types = await generateClientTypes();
    const program = join(folder, "import-irb-records.ts");
    copyFileSync(join(process.cwd(), "docs", "examples", "import-irb-records.ts"), program);
    expect(compile([types, program])).toEqual([]);

    const importer = await signedInClient(
      testApp,
      await makeStaffUser(testApp.database.db, { roles: ["STUDY_IMPORTER"] }),
    );
    const generated = await importer.request({
      method: "POST",
      url: "/backend/secure/staff/json-web-token/",
      payload: {},
    });
    expect(generated.statusCode).toBe(201);
    const csv = join(folder, "irb-records.csv");
    writeFileSync(
      csv,
      "study_number,title,pi_first_name,pi_last_name,pi_email,irb_status\n" +
        "TYPED0001,Sleep and memory,Ada,Lovelace,ada@example.edu,APPROVED\n" +
        "TYPED0002,Walking after surgery,Alan,Turing,alan@example.edu,APPROVED\n",
    );
    // Not spawnSync: the app answering the program runs in this process.
    const run = await promisify(execFile)(process.execPath, ["--import", "tsx", program, baseUrl, csv], {
      encoding: "utf8",
      env: { ...process.env, RECRUIT_API_TOKEN: generated.json().token },
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("SUCCESS: 2 studies added, 0 updated, 0 rows refused\n");
  });

  it("does not compile a program that reads an answer the document does not describe", async () => {
    const types = await generateClientTypes();
    const wrong = join(folder, "wrong.ts");
    writeFileSync(
      wrong,
      `import type { paths } from "./recruit-api";
type Intake = paths["/backend/secure/staff/study-intake-csv"]["post"];
export type Missing = Intake["responses"][200]["content"]["application/json"]["studiesDeletedCount"];
`,
    );
    expect(compile([types, wrong]).join("\n")).toMatch(/studiesDeletedCount/);
  });
});
