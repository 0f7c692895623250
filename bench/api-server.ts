import { readEnv } from "../server/env";
import { startServer } from "../server/main";

/** The app as production runs it, API only, for the load benchmark (started in its own process). */
const server = await startServer(readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DEMO_DATA: "0" }), {
  quiet: true,
  webRoot: "/nonexistent",
});
console.log(`ready ${server.url}`);
process.once("SIGTERM", () => {
  server.stop().then(() => process.exit(0));
});
