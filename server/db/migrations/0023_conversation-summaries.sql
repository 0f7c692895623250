CREATE TABLE "conversation_summaries" (
	"study_volunteer_id" integer PRIMARY KEY NOT NULL,
	"study_id" integer NOT NULL,
	"last_received_date" timestamp with time zone NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "conversation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "study_statistics" ADD COLUMN "unread_conversation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_study_volunteer_id_study_volunteers_id_fk" FOREIGN KEY ("study_volunteer_id") REFERENCES "public"."study_volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_summaries" ADD CONSTRAINT "conversation_summaries_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;