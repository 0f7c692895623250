CREATE TABLE "study_statistics" (
	"study_id" integer PRIMARY KEY NOT NULL,
	"new_interested_count" integer DEFAULT 0 NOT NULL,
	"unread_message_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_statistics" ADD CONSTRAINT "study_statistics_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;