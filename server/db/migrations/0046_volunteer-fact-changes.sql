CREATE TABLE "volunteer_fact_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_fact_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"changed_in_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "volunteer_fact_changes_xid_idx" ON "volunteer_fact_changes" USING btree ("changed_in_xid");--> statement-breakpoint
CREATE INDEX "volunteer_fact_changes_changed_at_idx" ON "volunteer_fact_changes" USING btree ("changed_at");