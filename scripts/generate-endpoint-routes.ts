import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EndpointDef } from "../core/contracts/endpoint";

/**
 * Writes core/contracts/routes/: each table of endpoints of core/contracts (an export named `…Endpoints`)
 * as its routes (`…Routes`), method, path and body type without the schemas, in a file named as the
 * contract's, so that a page's code carries the routes of the areas it calls and no other's (issue 25).
 * Run it (`npm run routes`) after adding or moving an endpoint; a unit test fails while a file is stale,
 * and the compiler checks every route against its endpoint.
 */

const contractsDirectory = join(dirname(fileURLToPath(import.meta.url)), "../core/contracts");
export const ROUTES_DIRECTORY = join(contractsDirectory, "routes");

export interface RouteTable {
  module: string;
  endpointsName: string;
  routesName: string;
  routes: Record<string, Pick<EndpointDef, "method" | "path" | "bodyType">>;
}

/** Every table of endpoints in core/contracts, in file order. */
export async function readRouteTables(): Promise<RouteTable[]> {
  const modules = readdirSync(contractsDirectory)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
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
        module: file.slice(0, -3),
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

/** Each contract module's routes file: its name under routes/ and its source. */
export function routesSources(tables: readonly RouteTable[]): Map<string, string> {
  const modules = new Map<string, RouteTable[]>();
  for (const table of tables) modules.set(table.module, [...(modules.get(table.module) ?? []), table]);
  return new Map(
    [...modules].map(([module, moduleTables]) => [
      `${module}.ts`,
      [
        "// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.",
        'import type { RoutesOf } from "../endpoint";',
        `import type { ${moduleTables.map((table) => table.endpointsName).join(", ")} } from "../${module}";`,
        "",
        ...moduleTables.map(
          (table) =>
            `export const ${table.routesName}: RoutesOf<typeof ${table.endpointsName}> = ${JSON.stringify(table.routes)};`,
        ),
        "",
      ].join("\n"),
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The written files go (a contract file removed takes its routes with it); the folder's own tests stay.
  mkdirSync(ROUTES_DIRECTORY, { recursive: true });
  for (const file of readdirSync(ROUTES_DIRECTORY))
    if (!file.endsWith(".test.ts")) rmSync(join(ROUTES_DIRECTORY, file), { force: true });
  for (const [file, source] of routesSources(await readRouteTables()))
    writeFileSync(join(ROUTES_DIRECTORY, file), source);
  execFileSync("npx", ["biome", "check", "--write", ROUTES_DIRECTORY], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  console.log(`wrote ${ROUTES_DIRECTORY}`);
}
