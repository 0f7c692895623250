import { readEnv } from "../server/env";
import { startServer } from "../server/main";

/** The app as production runs it, web app and API, on a demo database, for `npm run bench:web`. */
const server = await startServer(readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DEMO_DATA: "1" }), {
  quiet: true,
});
console.log(`ready ${server.url}`);
process.once("SIGTERM", () => {
  server.stop().then(() => process.exit(0));
});
