import { describe, expect, it } from "vitest";
import { readRouteTables } from "../../scripts/generate-endpoint-routes";
import * as written from "./endpoint-routes";

describe("endpoint routes", () => {
  it("hold every table of endpoints of the contracts, as `npm run routes` writes them", async () => {
    const tables = await readRouteTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(Object.keys(written).sort()).toEqual(tables.map((table) => table.routesName).sort());
    for (const table of tables) {
      expect(written[table.routesName as keyof typeof written], table.routesName).toEqual(table.routes);
    }
  });

  it("carry a multipart endpoint's body type, which the web client sends as FormData", () => {
    expect(written.attachmentRoutes.create).toMatchObject({ method: "POST", bodyType: "multipart" });
  });
});
