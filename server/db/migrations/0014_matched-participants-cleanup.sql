-- matched_participants has no foreign keys (0013): what they did on delete, these triggers do.
CREATE OR REPLACE FUNCTION matched_participants_study_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM matched_participants WHERE study_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER studies_matched_participants_cleanup AFTER DELETE ON studies
  FOR EACH ROW EXECUTE FUNCTION matched_participants_study_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matched_participants_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM matched_participants WHERE user_id = OLD.id;
  UPDATE matched_participants SET acted_by_user_id = NULL WHERE acted_by_user_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_matched_participants_cleanup AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION matched_participants_user_deleted();
