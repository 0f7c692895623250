import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sessions } from "../../db/schema/index";
import { readSetting } from "../settings/read-setting";
import { isSessionId } from "./session-id";

/**
 * Ends the session and answers where the browser goes next: the application's sign-in page, or first the
 * OpenID provider's sign-out when the session came from it and the provider offers one (issue 26).
 */
export async function signOut(options: {
  db: Db;
  sessionId: string | undefined;
  basePath: string;
  providerSignOut?: (idToken: string, signInPage: string) => Promise<string | null>;
}): Promise<{ redirectUrl: string }> {
  const applicationUrl = await readSetting({ db: options.db, name: "APPLICATION_URL" });
  const [ended] = isSessionId(options.sessionId)
    ? await options.db
        .delete(sessions)
        .where(eq(sessions.id, options.sessionId))
        .returning({ oidcIdToken: sessions.oidcIdToken })
    : [];
  const base = (applicationUrl ?? options.basePath).replace(/\/+$/, "");
  const signInPage = `${base}/login/study-team`;
  const atProvider =
    ended?.oidcIdToken && options.providerSignOut
      ? await options.providerSignOut(ended.oidcIdToken, signInPage).catch(() => null)
      : null;
  return { redirectUrl: atProvider ?? signInPage };
}
