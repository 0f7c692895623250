import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { users } from "./users";

/** Every sign-in attempt; customer support shows the last five of a user. */
export const loginAudits = pgTable(
  "login_audits",
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    auditStatus: text({ enum: ["SUCCESS", "FAILURE", "LOCKED", "RATE_LIMITED"] }).notNull(),
    ipAddress: text(),
    auditDate: tstz().notNull().defaultNow(),
  },
  (t) => [index("login_audits_user_idx").on(t.userId, t.auditDate)],
);

/**
 * Who opened which volunteer's record, and in which study. An append-only record, without foreign keys:
 * it must outlive what it names (deleting an account must not erase the reads it made), its ids are
 * those the same statement has just read, and on the hot reads the keys' checks locked the reader's,
 * the volunteer's and the study's rows on every read (docs/decisions/012-messaging.md).
 */
export const accessAudits = pgTable(
  "access_audits",
  {
    id: idColumn(),
    actorUserId: integer().notNull(),
    volunteerUserId: integer().notNull(),
    studyId: integer(),
    action: text().notNull(),
    accessedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("access_audits_volunteer_idx").on(t.volunteerUserId, t.accessedAt),
    index("access_audits_actor_idx").on(t.actorUserId, t.accessedAt),
  ],
);

/**
 * Rate-limit counters shared by every app instance (@fastify/rate-limit's store, http/rate-limit-store.ts):
 * the key is a hash of the limited route and the client's key, never an e-mail in clear.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: tstz().notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);

/**
 * What customer support did, with both identities: look-ups, reads of an account, deactivations,
 * reactivations, reset links, and acting as a team member (its start, end and every request in it).
 */
export const supportAudits = pgTable(
  "support_audits",
  {
    id: idColumn(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The participant or team member acted on; null for a search. */
    subjectUserId: integer().references(() => users.id, { onDelete: "cascade" }),
    action: text({
      enum: [
        "LOOKUP_BY_EMAIL",
        "LOOKUP_BY_NAME",
        "VIEW_ACCOUNT",
        "DEACTIVATE",
        "REACTIVATE",
        "RESET_PASSWORD_LINK",
        "IMPERSONATION_START",
        "IMPERSONATION_END",
        "IMPERSONATED_REQUEST",
      ],
    }).notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("support_audits_actor_idx").on(t.actorUserId, t.createdAt),
    index("support_audits_subject_idx").on(t.subjectUserId, t.createdAt),
  ],
);
