CREATE TABLE "study_insight_tallies" (
	"study_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "study_insight_tallies_study_id_dimension_key_pk" PRIMARY KEY("study_id","dimension","key")
);
--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "team_messaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_volunteers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_insight_tallies" ADD CONSTRAINT "study_insight_tallies_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;