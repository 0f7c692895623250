import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES_DIRECTORY, readRouteTables, routesSources } from "../../../scripts/generate-endpoint-routes";
import { attachmentRoutes } from "./attachments";

describe("endpoint routes", () => {
  it("hold every table of endpoints of the contracts, each in its contract's file, as `npm run routes` writes them", async () => {
    const tables = await readRouteTables();
    expect(tables.length).toBeGreaterThan(20);
    for (const module of new Set(tables.map((table) => table.module))) {
      const written = (await import(`./${module}.ts`)) as Record<string, unknown>;
      const expected = tables.filter((table) => table.module === module);
      expect(Object.keys(written).sort(), module).toEqual(expected.map((table) => table.routesName).sort());
      for (const table of expected) expect(written[table.routesName], table.routesName).toEqual(table.routes);
    }
    const files = readdirSync(ROUTES_DIRECTORY).filter((file) => !file.endsWith(".test.ts"));
    expect(files.sort()).toEqual([...routesSources(tables).keys()].sort());
  });

  it("carry a multipart endpoint's body type, which the web client sends as FormData", () => {
    expect(attachmentRoutes.create).toMatchObject({ method: "POST", bodyType: "multipart" });
  });
});
