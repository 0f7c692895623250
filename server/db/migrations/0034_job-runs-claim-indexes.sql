DROP INDEX "job_runs_pending_idx";--> statement-breakpoint
CREATE INDEX "job_runs_running_idx" ON "job_runs" USING btree ("started_at") WHERE "job_runs"."state" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "job_runs_pending_idx" ON "job_runs" USING btree ("run_after","id") WHERE "job_runs"."state" = 'PENDING';