import type { Db } from "../../db/connect";
import type { Env } from "../../env";

/** What route plugins receive from buildApp. */
export interface RouteDeps {
  db: Db;
  env: Env;
  cookiePath: string;
}
