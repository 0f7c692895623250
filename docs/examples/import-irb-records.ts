/**
 * A study importer's program (README, "For integrators"): uploads the university's IRB records as CSV
 * with the importer's API token. Its types come from the API reference:
 *   npx openapi-typescript https://recruit.example.edu/backend/openapi.json -o recruit-api.d.ts
 * Run: RECRUIT_API_TOKEN=... npx tsx import-irb-records.ts https://recruit.example.edu irb-records.csv
 * (A test in `npm test` compiles it against the document the app serves and runs it against the app.)
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { paths } from "./recruit-api";

type Intake = paths["/backend/secure/staff/study-intake-csv"]["post"];
type ImportResult = Intake["responses"][200]["content"]["application/json"];
type RefusedRequest = Intake["responses"][400]["content"]["application/json"];

export async function uploadIrbRecords(
  baseUrl: string,
  apiToken: string,
  csvPath: string,
): Promise<ImportResult> {
  const form = new FormData();
  form.append("file", new Blob([await readFile(csvPath)], { type: "text/csv" }), basename(csvPath));
  const answer = await fetch(new URL("backend/secure/staff/study-intake-csv", `${baseUrl}/`), {
    method: "POST",
    headers: { authorization: `Bearer ${apiToken}` },
    body: form,
  });
  if (answer.status === 400) {
    const refused = (await answer.json()) as RefusedRequest;
    throw new Error(`The file was refused: ${refused.code} ${refused.message}`);
  }
  if (!answer.ok) throw new Error(`The upload answered ${answer.status}`);
  return (await answer.json()) as ImportResult;
}

const [baseUrl, csvPath] = process.argv.slice(2);
const apiToken = process.env.RECRUIT_API_TOKEN;
if (!baseUrl || !csvPath || !apiToken) {
  console.error("usage: RECRUIT_API_TOKEN=<token> import-irb-records <Recruit's address> <file.csv>");
  process.exit(2);
}
const result = await uploadIrbRecords(baseUrl, apiToken, csvPath);
console.log(
  `${result.status}: ${result.studiesAddedCount} studies added, ${result.studiesUpdatedCount} updated, ${result.errorCount} rows refused`,
);
for (const error of result.errors) console.log(`row ${error.rowNum}: ${error.description}`);
