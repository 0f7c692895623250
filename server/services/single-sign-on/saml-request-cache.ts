import type { CacheItem, CacheProvider } from "@node-saml/node-saml";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { PENDING_SIGN_IN_MINUTES, savePendingSignIn } from "./pending-sign-ins";

/**
 * node-saml's store of the requests it sent (for InResponseTo), in the database: the answer may reach
 * another instance than the one that sent the request.
 */
export function samlRequestCache(db: Db): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      await savePendingSignIn({ db, provider: "saml", id: key, payload: { value } });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key: string): Promise<string | null> {
      const [row] = sqlRows(
        await db.execute(sql`select payload from sso_requests
          where id = ${key} and provider = 'saml' and expires_at > now()`),
      );
      if (!row) return null;
      const payload = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as {
        value?: string;
      };
      return payload.value ?? null;
    },
    async removeAsync(key: string | null): Promise<string | null> {
      if (key === null) return null;
      const [row] = sqlRows(
        await db.execute(sql`delete from sso_requests where id = ${key} and provider = 'saml' returning id`),
      );
      return row ? String(row.id) : null;
    },
  };
}

export const SAML_REQUEST_MINUTES = PENDING_SIGN_IN_MINUTES;
