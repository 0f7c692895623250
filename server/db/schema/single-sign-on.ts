import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tstz } from "./columns";
import { users } from "./users";

/**
 * A staff member's identity at a single sign-on provider (issue 26): the provider's stable subject, kept
 * per provider, so that a returning user is found whatever their e-mail has become.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    /** "oidc" or "saml". */
    provider: text({ enum: ["oidc", "saml"] }).notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: tstz().notNull().defaultNow(),
    lastUsedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index("user_identities_user_id_idx").on(t.userId),
  ],
);

/**
 * A sign-in sent to a provider and not yet back: the OIDC state with its nonce and PKCE verifier, or a
 * SAML request's id. In the database, so that any instance can take the answer; each is used once.
 */
export const ssoRequests = pgTable(
  "sso_requests",
  {
    id: text().primaryKey(),
    provider: text({ enum: ["oidc", "saml"] }).notNull(),
    payload: jsonb().$type<Record<string, string>>().notNull(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index("sso_requests_expires_at_idx").on(t.expiresAt)],
);

/** The ids of SAML assertions already used, until they expire: a replayed answer is refused on every instance. */
export const ssoUsedAssertions = pgTable(
  "sso_used_assertions",
  {
    id: text().primaryKey(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index("sso_used_assertions_expires_at_idx").on(t.expiresAt)],
);
