CREATE TABLE "study_list_entries" (
	"user_id" integer NOT NULL,
	"study_id" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"new_interested_count" integer DEFAULT 0 NOT NULL,
	"unread_message_count" integer DEFAULT 0 NOT NULL,
	"title_sort_key" text DEFAULT '' NOT NULL,
	CONSTRAINT "study_list_entries_user_id_study_id_pk" PRIMARY KEY("user_id","study_id")
);
--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD CONSTRAINT "study_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_list_entries" ADD CONSTRAINT "study_list_entries_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_list_entries_new_participants_idx" ON "study_list_entries" USING btree ("user_id","archived","new_interested_count" DESC NULLS LAST,"title_sort_key","study_id");--> statement-breakpoint
CREATE INDEX "study_list_entries_new_messages_idx" ON "study_list_entries" USING btree ("user_id","archived","unread_message_count" DESC NULLS LAST,"title_sort_key","study_id");--> statement-breakpoint
CREATE INDEX "study_list_entries_title_idx" ON "study_list_entries" USING btree ("user_id","archived","title_sort_key","study_id");--> statement-breakpoint
CREATE INDEX "study_list_entries_study_idx" ON "study_list_entries" USING btree ("study_id");