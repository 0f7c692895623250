import { existsSync } from "node:fs";
import { join } from "node:path";
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
const server = await startServer(env);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
