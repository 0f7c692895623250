import { buildApp } from "../server/app";
import { connect } from "../server/db/connect";
import { readEnv } from "../server/env";

/**
 * The API reference exactly as the app serves it at GET /backend/openapi.json: the app is built on an
 * empty embedded database (the document comes from the routes' contracts, not from data) and asked.
 */
export async function openApiDocument(): Promise<unknown> {
  const database = await connect({});
  const app = await buildApp({
    db: database.db,
    env: readEnv({ DATABASE_URL: "", DATA_DIR: "" }),
    // The document does not depend on the web app: no build is needed.
    webRoot: "/nonexistent",
    logger: false,
  });
  try {
    const answer = await app.inject({ method: "GET", url: "/backend/openapi.json" });
    if (answer.statusCode !== 200) throw new Error(`the document answered ${answer.statusCode}`);
    return answer.json();
  } finally {
    await app.close();
    await database.close();
  }
}
