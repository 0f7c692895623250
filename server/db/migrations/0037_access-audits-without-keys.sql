ALTER TABLE "access_audits" DROP CONSTRAINT "access_audits_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "access_audits" DROP CONSTRAINT "access_audits_volunteer_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "access_audits" DROP CONSTRAINT "access_audits_study_id_studies_id_fk";
