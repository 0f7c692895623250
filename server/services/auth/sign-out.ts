import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sessions } from "../../db/schema/index";
import { readSetting } from "../settings/read-setting";
import { isSessionId } from "./session-id";

/** Ends the session and answers where the browser goes next: the application's sign-in page. */
export async function signOut(options: {
  db: Db;
  sessionId: string | undefined;
  basePath: string;
}): Promise<{ redirectUrl: string }> {
  const applicationUrl = await readSetting({ db: options.db, name: "APPLICATION_URL" });
  if (isSessionId(options.sessionId))
    await options.db.delete(sessions).where(eq(sessions.id, options.sessionId));
  const base = (applicationUrl ?? options.basePath).replace(/\/+$/, "");
  return { redirectUrl: `${base}/login/study-team` };
}
