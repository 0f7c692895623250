-- Whose matching facts changed (issue 29's feasibility columns, docs/decisions/022): every write to a
-- profile, and an account enabled, disabled or made another type. A deleted account's profile goes by
-- cascade, which the profiles' trigger records. One statement-level insert per write, however many rows.
CREATE FUNCTION note_volunteer_fact_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO volunteer_fact_changes (user_id) SELECT o.user_id FROM old_rows o;
  ELSE
    INSERT INTO volunteer_fact_changes (user_id) SELECT n.user_id FROM new_rows n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_fact_changes_insert AFTER INSERT ON volunteer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_volunteer_fact_changes();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_fact_changes_update AFTER UPDATE ON volunteer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_volunteer_fact_changes();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_fact_changes_delete AFTER DELETE ON volunteer_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_volunteer_fact_changes();
--> statement-breakpoint
CREATE FUNCTION note_account_fact_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO volunteer_fact_changes (user_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_fact_changes AFTER UPDATE OF enabled, type ON users
  FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION note_account_fact_change();
