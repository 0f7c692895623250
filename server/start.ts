import { ensureWebBuild } from "../scripts/ensure-web-build";
import { readEnv } from "./env";
import { startServer } from "./main";

/** `npm start`: builds the web app when it is missing or stale, then serves app and API. */
const env = readEnv();
await ensureWebBuild();
const server = await startServer(env);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
