import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openApiDocument } from "./openapi-document";

const root = join(fileURLToPath(import.meta.url), "..", "..");
export const RULESET = join(root, ".spectral.yaml");
const SPECTRAL = join(root, "node_modules", ".bin", "spectral");

export interface LintFinding {
  code: string;
  /** 0 error, 1 warning, 2 information, 3 hint (Spectral's DiagnosticSeverity). */
  severity: number;
  message: string;
  path: string[];
}

/**
 * Spectral with the checked-in ruleset (spectral:oas and the OWASP API Security ruleset, .spectral.yaml)
 * over an OpenAPI document: every finding, whatever its severity.
 */
export function lintOpenApi(document: unknown): LintFinding[] {
  const folder = mkdtempSync(join(tmpdir(), "recruit-lint-api-"));
  try {
    const input = join(folder, "openapi.json");
    const output = join(folder, "findings.json");
    writeFileSync(input, JSON.stringify(document));
    const run = spawnSync(
      SPECTRAL,
      [
        "lint",
        input,
        "--ruleset",
        RULESET,
        "--format",
        "json",
        "--output",
        output,
        "--quiet",
        "--fail-severity",
        "hint",
      ],
      {
        encoding: "utf8",
        env: { ...process.env, SCARF_ANALYTICS: "false" },
      },
    );
    // Spectral exits 1 when it found something, 2 when it could not run.
    if (run.status !== 0 && run.status !== 1) throw new Error(`spectral failed: ${run.stderr || run.stdout}`);
    return JSON.parse(readFileSync(output, "utf8")) as LintFinding[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const SEVERITY = ["error", "warning", "information", "hint"];

/** One line per finding, as `npm run lint:api` prints them. */
export function describeFinding(finding: LintFinding): string {
  return `${SEVERITY[finding.severity] ?? finding.severity} ${finding.code} at ${finding.path.join(".")}: ${finding.message}`;
}

// `npm run lint:api`: the document the app serves, linted; exits 1 on any error.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = lintOpenApi(await openApiDocument());
  for (const finding of findings) console.log(describeFinding(finding));
  const errors = findings.filter((finding) => finding.severity === 0).length;
  console.log(
    `${findings.length} findings, ${errors} errors (spectral:oas and the OWASP API Security ruleset, .spectral.yaml)`,
  );
  process.exit(errors > 0 ? 1 : 0);
}
