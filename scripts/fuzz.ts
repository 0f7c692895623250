import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * `npm run fuzz`: the API fuzzer at full size (server/http/api-fuzz.test.ts). FUZZ_REQUESTS sets the
 * number of requests (12,000 by default), FUZZ_SEED replays a run (a new seed each time otherwise),
 * TEST_DB=pglite runs it on the embedded database instead of the PostgreSQL server.
 */
const requests = process.env.FUZZ_REQUESTS ?? "12000";
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`API fuzz: ${requests} requests, seed ${seed} (replay with FUZZ_SEED=${seed})`);
const result = spawnSync(
  join(process.cwd(), "node_modules", ".bin", "vitest"),
  ["run", "--project", "server", "server/http/api-fuzz.test.ts"],
  { stdio: "inherit", env: { ...process.env, FUZZ_REQUESTS: requests, FUZZ_SEED: seed } },
);
process.exit(result.status ?? 1);
