import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { connect, type Database } from "./db/connect";
import { migrateDatabase } from "./db/migrate";
import { DEMO_PASSWORD, demoStaff, unusedImportedStudyNumbers } from "./db/seed/demo/load-demo-data";
import { seedDatabase } from "./db/seed/seed-database";
import type { Env } from "./env";
import { productJobHandlers } from "./jobs/product-job-handlers";
import { startJobWorker } from "./jobs/start-job-worker";
import { startOutboxSender } from "./mail/start-outbox-sender";
import { createLifecycle } from "./ops/lifecycle";
import { waitForDatabase } from "./ops/wait-for-database";
import { warmUp } from "./ops/warm-up";
import { projectRoot } from "./project-root";
import { startCacheSync } from "./services/settings/cache-sync";

export const defaultWebRoot = join(projectRoot, "dist");
/** Built beside the compiled server by `npm run build` (vite build --ssr). */
export const defaultServerEntry = join(projectRoot, "build", "web-server", "entry-server.js");

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /**
   * Stops gracefully (issue 27): readiness turns 503 at once; after SHUTDOWN_DRAIN_SECONDS the server
   * takes no new request and finishes those in flight, the worker finishes its run, the pool closes.
   */
  stop(): Promise<void>;
}

/** Boot: env → database → migrations → reference and demo data → HTTP. */
export async function startServer(
  env: Env,
  options: { webRoot?: string; serverEntry?: string; quiet?: boolean } = {},
): Promise<RunningServer> {
  const database = await connect({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await waitForDatabase(database.db, {
    seconds: env.DATABASE_WAIT_SECONDS,
    tell: (message) => console.warn(message),
  });
  await migrateDatabase(database);
  const localUrl = `http://localhost:${env.PORT}${env.BASE_PATH}`;
  const demoData = env.DEMO_DATA ?? database.kind === "pglite";
  const { demoLoaded } = await seedDatabase(database.db, {
    applicationUrl: env.APPLICATION_URL ?? localUrl,
    demoData,
  });
  const lifecycle = createLifecycle("starting");
  const app = await buildApp({
    db: database.db,
    env,
    webRoot: options.webRoot ?? defaultWebRoot,
    serverEntry: options.serverEntry ?? defaultServerEntry,
    logger: options.quiet ? false : undefined,
    lifecycle,
    poolStats: database.poolStats,
  });
  const stopMail = env.JOBS_ENABLED
    ? startOutboxSender({
        db: database.db,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        intervalMs: env.MAIL_SEND_INTERVAL_SECONDS * 1000,
        claimSeconds: env.MAIL_CLAIM_SECONDS,
        onError: (error) => app.log.error({ err: error }, "sending mail failed"),
      })
    : () => undefined;
  const stopJobs = env.JOBS_ENABLED
    ? startJobWorker({
        db: database.db,
        handlers: productJobHandlers(env),
        onError: (error, run) => app.log.error({ err: error, job: run?.jobName }, "job failed"),
        onFinished: (run, seconds, outcome) =>
          app.metrics.jobRunSeconds.observe({ job: run.jobName, outcome }, seconds),
      })
    : async () => undefined;
  const stopCacheSync = startCacheSync({
    db: database.db,
    onError: (error) => app.log.error({ err: error }, "reading cache generations failed"),
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  // Still "starting": readiness answers 503 until the instance is warm.
  const warmed = await warmUp(app, {
    rounds: env.WARM_UP_ROUNDS,
    // The embedded database answers on one connection.
    concurrency: database.kind === "postgres" ? env.DATABASE_POOL_SIZE : 1,
  });
  for (const { url, status } of warmed.unexpected)
    app.log.warn({ url, status }, "a warm-up request was not refused as expected");
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}${env.BASE_PATH}`;
  if (!options.quiet) printBanner(url, database.kind, demoLoaded || demoData);
  lifecycle.phase = "serving";
  return {
    app,
    database,
    url,
    stop: async () => {
      lifecycle.phase = "stopping";
      await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_SECONDS * 1000));
      stopMail();
      stopCacheSync();
      // Fastify refuses new connections and waits for the requests in flight; the worker its run.
      await Promise.all([app.close(), stopJobs()]);
      await database.close();
    },
  };
}

function printBanner(url: string, kind: Database["kind"], demo: boolean): void {
  const lines = [
    "",
    `Recruit is running at ${url}`,
    `Database: ${kind === "pglite" ? "embedded PostgreSQL (PGlite)" : "PostgreSQL server"}`,
  ];
  if (demo) {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const staff of demoStaff) {
      const role =
        staff.roles[0] ??
        (staff.email.startsWith("pi@")
          ? "principal investigator"
          : staff.email.startsWith("member@")
            ? "team member"
            : "no studies");
      lines.push(`  ${staff.email.padEnd(22)} ${role}`);
    }
    lines.push(`Study numbers ready to add: ${unusedImportedStudyNumbers.slice(0, 3).join(", ")}`);
  }
  console.log(lines.join("\n"));
}
