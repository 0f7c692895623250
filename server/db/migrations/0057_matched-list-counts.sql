ALTER TABLE "matched_participants" ADD COLUMN "volunteer_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "exact_matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "partial_matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "asked_matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "dismissed_matched_count" integer DEFAULT 0 NOT NULL;