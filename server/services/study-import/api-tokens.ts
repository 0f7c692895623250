import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { GLOBAL_ROLES, type GlobalRole } from "../../../core/rules/roles";
import { API_TOKEN_DEFAULT_HOURS } from "../../../core/rules/study-import";
import type { Db, DbOrTx } from "../../db/connect";
import { apiTokens, serverSecrets } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { hashSecretToken } from "../auth/secret-token";
import type { SessionUser } from "../auth/session-user";

const ISSUER = "recruit";
const AUDIENCE = "study-intake";
const keys = new WeakMap<DbOrTx, Promise<Uint8Array>>();

/** The signing key: API_TOKEN_SECRET, else one made at random once and shared by every instance. */
function signingKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return Promise.resolve(new TextEncoder().encode(configured));
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: "API_TOKEN_SIGNING_KEY", value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, "API_TOKEN_SIGNING_KEY"));
      if (!row) throw new Error("no API token signing key");
      return new TextEncoder().encode(row.value);
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const hoursOf = (row: { creationDate: Date; expirationDate: Date }) =>
  Math.round((row.expirationDate.getTime() - row.creationDate.getTime()) / 3_600_000);

/**
 * A new API token for a study importer: a JWT (HS256, jose) naming the user and the token's row, whose
 * hash is kept so that it can be revoked. The user's previous tokens are revoked. Shown once.
 */
export async function generateApiToken(options: {
  db: Db;
  secret: string | undefined;
  userId: number;
  hours?: number;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const hours = options.hours ?? API_TOKEN_DEFAULT_HOURS;
  const expirationDate = new Date(now.getTime() + hours * 3_600_000);
  const key = await signingKey(options.db, options.secret);
  return options.db.transaction(async (tx) => {
    await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.userId, options.userId), isNull(apiTokens.revokedAt)));
    // The row first, for its id; the hash of the signed token replaces the placeholder.
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: options.userId,
        tokenHash: `pending-${randomBytes(16).toString("hex")}`,
        creationDate: now,
        expirationDate,
      })
      .returning();
    if (!row) throw new Error("API token insert failed");
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(options.userId))
      .setJti(String(row.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expirationDate.getTime() / 1000))
      .sign(key);
    await tx
      .update(apiTokens)
      .set({ tokenHash: hashSecretToken(token) })
      .where(eq(apiTokens.id, row.id));
    return { id: row.id, token, creationDate: now.getTime(), expirationTimeInHours: hours };
  });
}

/** The user's current token (never the token itself); 404 when there is none. */
export async function readApiToken(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expirationDate, now)))
    .orderBy(sql`${apiTokens.creationDate} desc`)
    .limit(1);
  if (!row) throw AppError.notFound("The API token");
  return { id: row.id, creationDate: row.creationDate.getTime(), expirationTimeInHours: hoursOf(row) };
}

/** Revokes one of the user's tokens; 404 when it is not theirs or was revoked already. */
export async function revokeApiToken(
  db: Db,
  userId: number,
  tokenId: number,
  now = new Date(),
): Promise<void> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw AppError.notFound("The API token");
}

/**
 * The user an API token speaks for, as a session user without a session, or null: the signature, issuer,
 * audience and expiry are checked by jose, then the token's row (not revoked, not expired, the same
 * hash) and the account (an enabled staff member). Roles are read now: a removed importer's token stops.
 */
export async function authenticateApiToken(options: {
  db: Db;
  secret: string | undefined;
  token: string;
  now?: Date;
}): Promise<SessionUser | null> {
  const now = options.now ?? new Date();
  let tokenId: number;
  try {
    const { payload } = await jwtVerify(options.token, await signingKey(options.db, options.secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: now,
    });
    tokenId = Number(payload.jti);
  } catch {
    return null;
  }
  if (!Number.isInteger(tokenId)) return null;
  const [row] = sqlRows(
    await options.db.execute(sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
        coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles
      from api_tokens t join users u on u.id = t.user_id and u.enabled and u.type = 'STAFF'
      where t.id = ${tokenId} and t.token_hash = ${hashSecretToken(options.token)} and t.revoked_at is null
        and t.expiration_date > ${now}`),
  );
  if (!row) return null;
  const roles = (row.roles as string[]).filter((role): role is GlobalRole =>
    (GLOBAL_ROLES as readonly string[]).includes(role),
  );
  return {
    sessionId: "",
    userId: Number(row.id),
    type: "STAFF",
    firstName: String(row.firstName),
    lastName: String(row.lastName),
    email: String(row.email),
    roles,
    agreedToUserAgreement: true,
    impersonator: null,
    preferredLanguage: null,
  };
}
