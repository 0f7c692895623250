ALTER TABLE "study_list_entries" ADD COLUMN "study_num" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "pi_first_name" text;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "pi_middle_name" text;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "pi_last_name" text;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "matched_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "publishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "posting_activation_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "posting_deactivation_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "archived_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "enrollment_number" integer;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "matching_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD COLUMN "matching_completed_at" timestamp with time zone;