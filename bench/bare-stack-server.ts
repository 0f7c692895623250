import pg from "pg";
import { createBareStackServer } from "./bare-stack";

/** The bare stack's process (bench/bare-stack.ts), on DATABASE_URL, with the app's pool size. */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const readSession = async (id: string) => {
  const result = await pool.query({
    name: "bare-stack-session",
    text: "select user_id, expires_at, last_seen_at from sessions where id = $1",
    values: [id],
  });
  return result.rowCount === 1;
};
const server = createBareStackServer(readSession);
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.once("SIGTERM", () => {
  server.close();
  pool.end().then(() => process.exit(0));
});
