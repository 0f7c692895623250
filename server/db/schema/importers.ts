import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { users } from "./users";

/** Invitations to import studies; `token` holds the SHA-256 of the link's secret (auth/secret-token.ts). */
export const studyImporterInvites = pgTable("study_importer_invites", {
  id: idColumn(),
  name: text(),
  email: text().notNull(),
  token: text().notNull().unique(),
  invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
  createdAt: tstz().notNull().defaultNow(),
  expiresAt: tstz().notNull(),
  acceptedAt: tstz(),
  revokedAt: tstz(),
});

export const studyImporters = pgTable("study_importers", {
  id: idColumn(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  inviteId: integer().references(() => studyImporterInvites.id, { onDelete: "set null" }),
  createdAt: tstz().notNull().defaultNow(),
});

/** API tokens for CSV upload by machine; only a hash of the token is kept. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    creationDate: tstz().notNull().defaultNow(),
    expirationDate: tstz().notNull(),
    revokedAt: tstz(),
  },
  (t) => [index("api_tokens_user_id_idx").on(t.userId)],
);

export const studyImports = pgTable(
  "study_imports",
  {
    id: idColumn(),
    name: text().notNull(),
    status: text({ enum: ["SUCCESS", "PARTIAL", "FAILED"] }).notNull(),
    processedRowsCount: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    studiesAddedCount: integer().notNull().default(0),
    studiesUpdatedCount: integer().notNull().default(0),
    errors: jsonb().$type<{ rowNum: number; row: string; description: string }[]>().notNull().default([]),
    importedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index("study_imports_created_at_idx").on(t.createdAt)],
);

/**
 * Secrets the instances share, made once at random (e.g. the key that signs API tokens when
 * API_TOKEN_SECRET is not configured).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: tstz().notNull().defaultNow(),
});
