CREATE TABLE "public_study_listings" (
	"study_id" integer PRIMARY KEY NOT NULL,
	"study_num" text NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"posting_activation_date" timestamp with time zone,
	"posting_deactivation_date" timestamp with time zone,
	"default_language" text DEFAULT 'EN' NOT NULL,
	"healthy_volunteers" boolean DEFAULT false NOT NULL,
	"offers_compensation" boolean DEFAULT false NOT NULL,
	"title_sort_key" text DEFAULT '' NOT NULL,
	"condition_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"lay_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_study_listings" ADD CONSTRAINT "public_study_listings_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_study_listings_title_idx" ON "public_study_listings" USING btree ("title_sort_key","study_num") WHERE "public_study_listings"."listed";--> statement-breakpoint
CREATE INDEX "public_study_listings_active_idx" ON "public_study_listings" USING btree ("posting_activation_date","posting_deactivation_date") WHERE "public_study_listings"."listed";--> statement-breakpoint
CREATE INDEX "public_study_listings_search_idx" ON "public_study_listings" USING gin ("search_vector") WHERE "public_study_listings"."listed";