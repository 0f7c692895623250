DROP INDEX "study_volunteer_labels_label_id_idx";--> statement-breakpoint
ALTER TABLE "study_volunteer_labels" ADD COLUMN "show_interest_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "study_volunteer_labels_list_idx" ON "study_volunteer_labels" USING btree ("label_id","show_interest_date","study_volunteer_id");