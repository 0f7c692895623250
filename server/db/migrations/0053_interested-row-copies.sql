ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_first_name" text;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_middle_name" text;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_last_name" text;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_place" text;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "volunteer_gender" text;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "unread_message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;