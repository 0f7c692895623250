import { existsSync } from "node:fs";
import { join } from "node:path";
import { driverMessage } from "./db/database-unavailable";
import { readEnv } from "./env";
import { defaultWebRoot, startServer } from "./main";

/**
 * `npm start`: serves the app and the API. Building the web app is the build's job (`npm run build`, or
 * the `prestart` step that builds what is missing or stale); the server only serves what is built.
 */
const env = readEnv();
if (!existsSync(join(defaultWebRoot, "index.html"))) {
  console.warn(
    `The web app is not built (${join(defaultWebRoot, "index.html")} is missing): run \`npm run build\`. ` +
      "The API is served; the pages answer 404 until the app is built.",
  );
}
const server = await startServer(env).catch((error: unknown) => {
  // One line an operator can act on (a database that never answered, a wrong name or password), not a trace.
  console.error(`Recruit could not start: ${driverMessage(error)}`);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, "stopping: readiness answers 503, finishing the work in hand");
    // The bound: an instance that cannot finish in time exits anyway; its job run is handed back later.
    const bound = setTimeout(() => {
      server.app.log.error("stopping took longer than SHUTDOWN_TIMEOUT_SECONDS: exiting");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    bound.unref();
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
