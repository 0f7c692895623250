import { defineConfig } from "vitest/config";
import { LongFilesFirst } from "./server/test/long-files-first";

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
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
          // Vitest's default in a run is one worker fewer than the cores: one, on the 2-core machines.
          maxWorkers: 2,
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
          // A worker imports the server once for all its files, not once per file: each file makes its own
          // database, and no server module keeps state of its own (caches live on each app instance). The
          // server tests on PGlite took 145 s instead of 231 s, on PostgreSQL the import time fell from 94 s
          // to 16 s (both measured on an Intel Xeon of the 2-core machines).
          isolate: false,
        },
      },
    ],
  },
});
