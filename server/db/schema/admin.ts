import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { users } from "./users";

/** Scheduled background jobs; the schedule is a 7-field Quartz cron expression (DESIGN.md §2). */
export const jobs = pgTable("jobs", {
  name: text().primaryKey(),
  group: text().notNull(),
  description: text().notNull(),
  cronExpression: text().notNull(),
  state: text({ enum: ["NORMAL", "PAUSED", "ERROR", "BLOCKED"] })
    .notNull()
    .default("NORMAL"),
  nextRunAt: tstz(),
  mostRecentExecutionTime: tstz(),
});

/** Durable work queue: cron firings, matching runs, mail sends. Claimed with FOR UPDATE SKIP LOCKED. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: idColumn(),
    jobName: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** At most one pending run per key (e.g. 'match-study:42'). */
    dedupeKey: text(),
    state: text({ enum: ["PENDING", "RUNNING", "DONE", "FAILED"] })
      .notNull()
      .default("PENDING"),
    runAfter: tstz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    startedAt: tstz(),
    finishedAt: tstz(),
    lockedBy: text(),
    lastError: text(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // In the claim's order: runs queued by one transaction share run_after (its now()), and an index on
    // run_after alone had every claim read and sort all of them.
    index("job_runs_pending_idx").on(t.runAfter, t.id).where(sql`${t.state} = 'PENDING'`),
    // Every claim first hands back stale RUNNING runs: without it, a scan of the whole history.
    index("job_runs_running_idx").on(t.startedAt).where(sql`${t.state} = 'RUNNING'`),
    index("job_runs_job_name_idx").on(t.jobName, t.createdAt),
    index("job_runs_dedupe_idx").on(t.dedupeKey).where(sql`${t.state} in ('PENDING', 'RUNNING')`),
    // One pending run per key: a second request while one waits is the same work (enqueue-job.ts).
    uniqueIndex("job_runs_pending_dedupe_unique").on(t.dedupeKey).where(sql`${t.state} = 'PENDING'`),
  ],
);

export const announcements = pgTable(
  "announcements",
  {
    id: idColumn(),
    title: text().notNull(),
    message: text().notNull(),
    startTime: tstz().notNull(),
    endTime: tstz().notNull(),
    updateTime: tstz(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** When study teams were e-mailed about it (once it started); null until then. */
    notifiedAt: tstz(),
  },
  (t) => [index("announcements_time_idx").on(t.startTime, t.endTime)],
);

/** Errors reported by browsers and unexpected server errors; the id is the errorId users see. */
export const errorReports = pgTable(
  "error_reports",
  {
    id: uuid().primaryKey(),
    source: text({ enum: ["CLIENT", "SERVER"] }).notNull(),
    message: text().notNull(),
    callStack: text(),
    componentStack: text(),
    url: text(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index("error_reports_created_at_idx").on(t.createdAt)],
);

/**
 * A counter per in-process cache (settings, lookup values): an administrator's change or refresh
 * increments it, and every instance that sees a new number drops its copy (services/settings/cache-sync.ts).
 */
export const cacheGenerations = pgTable("cache_generations", {
  name: text({ enum: ["settings", "lookups"] }).primaryKey(),
  generation: integer().notNull().default(0),
});

/**
 * The job workers alive now (issue 27): each instance's worker writes its heartbeat every few seconds, so
 * that the run of an instance that died is handed out again within seconds, and a long run of a living
 * one never is.
 */
export const jobWorkers = pgTable("job_workers", {
  id: text().primaryKey(),
  lastSeenAt: tstz().notNull().defaultNow(),
});
