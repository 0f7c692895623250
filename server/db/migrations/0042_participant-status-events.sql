CREATE TABLE "participant_status_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "participant_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "status_updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "source_tag" text;--> statement-breakpoint
CREATE INDEX "participant_status_events_study_idx" ON "participant_status_events" USING btree ("study_id","list","user_id","at");--> statement-breakpoint
CREATE INDEX "participant_status_events_user_idx" ON "participant_status_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD CONSTRAINT "study_volunteers_status_updated_by_user_id_users_id_fk" FOREIGN KEY ("status_updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;