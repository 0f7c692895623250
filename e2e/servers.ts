/**
 * The browser tests' app servers: one per Playwright worker, each on its own port with its own database,
 * mailbox and identity provider (e2e/serve.ts), so that workers never share data.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_PATH = process.env.E2E_BASE_PATH ?? "/study-team";
/** Two on the 2-core machines: the workers' waits (the server, PostgreSQL, the mail) overlap. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of the server a worker uses (its parallel index: 0 … workers - 1). */
export const e2ePortOf = (parallelIndex: number): number => E2E_FIRST_PORT + parallelIndex;

/**
 * This worker's server: Playwright gives each worker process its parallel index in TEST_PARALLEL_INDEX
 * (none in the runner itself, which only starts the servers).
 */
export const E2E_WORKER_PORT = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
