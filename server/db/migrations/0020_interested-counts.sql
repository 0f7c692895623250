ALTER TABLE "labels" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "eligible_interested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "ineligible_interested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "pending_interested_count" integer DEFAULT 0 NOT NULL;