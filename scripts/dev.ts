import { createServer } from "vite";
import { readEnv } from "../server/env";
import { startServer } from "../server/main";

/**
 * `npm run dev`: the API on PORT (default 3000) and the Vite dev server on 5173 with hot reload,
 * proxying /backend to the API. The dev server serves the app at the root (BASE_PATH is for builds).
 */
const env = readEnv({ BASE_PATH: "" });
const api = await startServer(env);
process.env.API_PORT = String(env.PORT);
const vite = await createServer({ configFile: "vite.config.ts" });
await vite.listen();
vite.printUrls();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await vite.close();
    await api.stop();
    process.exit(0);
  });
}
