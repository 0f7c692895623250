import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EndpointDef } from "../core/contracts/endpoint";

/**
 * Writes core/contracts/endpoint-routes.ts: each table of endpoints of core/contracts (an export named
 * `…Endpoints`) as its routes (`…Routes`), method, path and body type without the schemas. Run it
 * (`npm run routes`) after adding or moving an endpoint; a unit test fails while the file is stale, and
 * the compiler checks every route against its endpoint.
 */

const contractsDirectory = join(dirname(fileURLToPath(import.meta.url)), "../core/contracts");
export const ROUTES_FILE = join(contractsDirectory, "endpoint-routes.ts");

export interface RouteTable {
  module: string;
  endpointsName: string;
  routesName: string;
  routes: Record<string, Pick<EndpointDef, "method" | "path" | "bodyType">>;
}

/** Every table of endpoints in core/contracts, in file order. */
export async function readRouteTables(): Promise<RouteTable[]> {
  const modules = readdirSync(contractsDirectory)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== basename(ROUTES_FILE))
    .sort();
  const tables: RouteTable[] = [];
  for (const file of modules) {
    const exports = (await import(join(contractsDirectory, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith("Endpoints") || !isEndpointTable(value)) continue;
      const routes = Object.fromEntries(
        Object.entries(value).map(([key, { method, path, bodyType }]) => [
          key,
          bodyType ? { method, path, bodyType } : { method, path },
        ]),
      );
      tables.push({
        module: `./${file.slice(0, -3)}`,
        endpointsName: name,
        routesName: name.replace(/Endpoints$/, "Routes"),
        routes,
      });
    }
  }
  return tables;
}

function isEndpointTable(value: unknown): value is Record<string, EndpointDef> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every(
      (entry) => typeof entry === "object" && entry !== null && "method" in entry && "path" in entry,
    )
  );
}

export function routesSource(tables: readonly RouteTable[]): string {
  const imports = tables.map((table) => `import type { ${table.endpointsName} } from "${table.module}";`);
  const exports = tables.map(
    (table) =>
      `export const ${table.routesName}: RoutesOf<typeof ${table.endpointsName}> = ${JSON.stringify(table.routes)};`,
  );
  return [
    "// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.",
    'import type { RoutesOf } from "./endpoint";',
    ...imports,
    "",
    ...exports,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTES_FILE, routesSource(await readRouteTables()));
  execFileSync("npx", ["biome", "check", "--write", ROUTES_FILE], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`wrote ${ROUTES_FILE}`);
}
