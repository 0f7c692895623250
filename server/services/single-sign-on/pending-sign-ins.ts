import { sql } from "drizzle-orm";
import type { SsoProvider } from "../../../core/rules/single-sign-on";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";

/** How long a browser may take at the provider before the sign-in it started is forgotten. */
export const PENDING_SIGN_IN_MINUTES = 10;

/** Keeps what a sign-in sent to a provider must find when it comes back; clears the ones forgotten. */
export async function savePendingSignIn(options: {
  db: Db;
  provider: SsoProvider;
  id: string;
  payload: Record<string, string>;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000);
  await options.db.execute(sql`delete from sso_requests where expires_at < ${now}`);
  await options.db.execute(sql`insert into sso_requests (id, provider, payload, expires_at)
    values (${options.id}, ${options.provider}, ${JSON.stringify(options.payload)}::jsonb, ${expiresAt})`);
}

/**
 * Takes a pending sign-in once: the delete that returns it is atomic, so that of two answers with the same
 * state (a replay, two instances at once) only one finds it. Null when unknown, used or expired.
 */
export async function takePendingSignIn(options: {
  db: Db;
  provider: SsoProvider;
  id: string;
  now?: Date;
}): Promise<Record<string, string> | null> {
  const [row] = sqlRows(
    await options.db.execute(sql`delete from sso_requests
      where id = ${options.id} and provider = ${options.provider} returning payload, expires_at as "expiresAt"`),
  );
  if (!row || new Date(row.expiresAt as string | Date) < (options.now ?? new Date())) return null;
  const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
  return payload as Record<string, string>;
}
