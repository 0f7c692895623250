import type { DbOrTx } from "../../db/connect";
import { readSetting } from "./read-setting";

/** The APPLICATION_URL setting without its trailing slashes, to put a page's path after; "" when unset. */
export async function readApplicationUrl(db: DbOrTx): Promise<string> {
  return ((await readSetting({ db, name: "APPLICATION_URL" })) ?? "").replace(/\/+$/, "");
}
