CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "notified_at" timestamp with time zone;