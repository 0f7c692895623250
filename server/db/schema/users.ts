import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";

/** Staff and volunteers alike; `type` tells them apart. A loved-one (child) account points at its parent. */
export const users = pgTable(
  "users",
  {
    id: idColumn(),
    type: text({ enum: ["STAFF", "VOLUNTEER"] }).notNull(),
    email: text().notNull(),
    username: text().notNull(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    /** The language the volunteer reads the app and their e-mails in (a UI_LANGUAGES code); null: unknown. */
    preferredLanguage: text(),
    passwordHash: text(),
    enabled: boolean().notNull().default(true),
    /**
     * A volunteer who signed up and has not followed the e-mailed link yet: the account stays closed, and
     * signing in, signing up again or a forgotten password sends a way to open it (decision 027). Apart
     * from `enabled`, which is false for a closed account too.
     */
    awaitingEmailVerification: boolean().notNull().default(false),
    parentUserId: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    deactivationReasonId: integer(),
    deactivatedAt: tstz(),
    agreedToUserAgreementAt: tstz(),
    lastLoginDate: tstz(),
    failedLoginCount: integer().notNull().default(0),
    lastLoginFailLockTime: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    index("users_last_first_name_idx").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index("users_parent_user_id_idx").on(t.parentUserId),
  ],
);

/** Global roles. Study roles (PRINCIPAL_INVESTIGATOR, TEAM_MEMBER) live on study_team_members. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ["ADMIN", "STUDY_IMPORTER", "CUSTOMER_SUPPORT", "VOLUNTEER"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Server-side sessions: the cookie holds only the random id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when customer support acts as a study-team member. */
    impersonatorUserId: integer().references(() => users.id, { onDelete: "cascade" }),
    createdAt: tstz().notNull().defaultNow(),
    lastSeenAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
    /** A session opened through OpenID Connect: its ID token, the hint of the provider's sign-out. */
    oidcIdToken: text(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Password-reset and e-mail verification tokens; `token` holds the SHA-256 of the secret (auth/secret-token.ts). */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text().notNull().unique(),
    purpose: text({ enum: ["PASSWORD_RESET", "EMAIL_VERIFICATION"] }).notNull(),
    studyId: integer(),
    creationDate: tstz().notNull().defaultNow(),
    expirationDate: tstz().notNull(),
    usedAt: tstz(),
  },
  (t) => [index("verification_tokens_user_id_idx").on(t.userId)],
);
