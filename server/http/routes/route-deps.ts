import type { Db } from "../../db/connect";
import type { Env } from "../../env";
import type { SessionCache } from "../../services/auth/session-cache";

/** What route plugins receive from buildApp. */
export interface RouteDeps {
  db: Db;
  env: Env;
  cookiePath: string;
  sessionCache: SessionCache;
}
