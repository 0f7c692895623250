import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: [
            "core/**/*.test.ts",
            "web/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          sequence: { groupOrder: 1 },
          include: ["server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite costs about 1 GB per worker (DESIGN.md §9): two workers fit the 2-core machines.
          maxWorkers: 2,
        },
      },
    ],
  },
});
