ALTER TABLE "matched_participants" ADD COLUMN "volunteer_first_name" text;--> statement-breakpoint
ALTER TABLE "matched_participants" ADD COLUMN "volunteer_middle_name" text;--> statement-breakpoint
ALTER TABLE "matched_participants" ADD COLUMN "volunteer_last_name" text;--> statement-breakpoint
ALTER TABLE "matched_participants" ADD COLUMN "volunteer_place" text;--> statement-breakpoint
ALTER TABLE "matched_participants" ADD COLUMN "volunteer_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "matched_participants" ADD COLUMN "volunteer_gender" text;