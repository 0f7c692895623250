import pg from "pg";
import { readEnv } from "../server/env";
import { createBareStackServer } from "./bare-stack";

/** The bare stack's process (bench/bare-stack.ts): the app's database and pool size, as the app reads them. */
const env = readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" });
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE });
const readSession = async (id: string) => {
  const result = await pool.query({
    name: "bare-stack-session",
    text: "select user_id, expires_at, last_seen_at from sessions where id = $1",
    values: [id],
  });
  return result.rowCount === 1;
};
const server = createBareStackServer(readSession);
server.listen(env.PORT, "127.0.0.1", () => console.log("ready"));
process.once("SIGTERM", () => {
  server.close();
  pool.end().then(() => process.exit(0));
});
