CREATE TABLE "study_list_counts" (
	"user_id" integer NOT NULL,
	"archived" boolean NOT NULL,
	"study_count" integer NOT NULL,
	CONSTRAINT "study_list_counts_user_id_archived_pk" PRIMARY KEY("user_id","archived")
);
--> statement-breakpoint
ALTER TABLE "study_list_counts" ADD CONSTRAINT "study_list_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;