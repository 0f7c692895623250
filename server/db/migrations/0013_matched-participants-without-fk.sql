ALTER TABLE "matched_participants" DROP CONSTRAINT "matched_participants_study_id_studies_id_fk";
--> statement-breakpoint
ALTER TABLE "matched_participants" DROP CONSTRAINT "matched_participants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "matched_participants" DROP CONSTRAINT "matched_participants_acted_by_user_id_users_id_fk";
