-- A profile's place, date of birth and gender are copied to its participant rows (migration 0054). On insert
-- and delete that copy was a row trigger: one UPDATE of study_volunteers per profile, and each UPDATE fired
-- study_volunteers' statement triggers (statistics, tallies, events) even when it touched no row. Inserting
-- 10,000 profiles took ~6 s in that trigger alone. Now one UPDATE per statement, from its transition table.
-- The update trigger stays a row trigger: it fires only when a copied column changes, and its function
-- now holds the update alone.
DROP TRIGGER volunteer_profiles_copy_to_participants_insert ON volunteer_profiles;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volunteer_profiles_copy_to_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id <> NEW.user_id THEN
    UPDATE study_volunteers SET volunteer_place = NULL, volunteer_date_of_birth = NULL, volunteer_gender = NULL
    WHERE user_id = OLD.user_id;
  END IF;
  UPDATE study_volunteers SET volunteer_place = volunteer_place(NEW.city, NEW.state),
    volunteer_date_of_birth = NEW.date_of_birth,
    volunteer_gender = (SELECT g.display_text FROM lookup_values g WHERE g.id = NEW.gender_id)
  WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION volunteer_profiles_rows_copy_to_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE study_volunteers sv SET volunteer_place = NULL, volunteer_date_of_birth = NULL, volunteer_gender = NULL
    FROM old_rows o WHERE sv.user_id = o.user_id;
  ELSE
    UPDATE study_volunteers sv SET volunteer_place = volunteer_place(n.city, n.state),
      volunteer_date_of_birth = n.date_of_birth,
      volunteer_gender = (SELECT g.display_text FROM lookup_values g WHERE g.id = n.gender_id)
    FROM new_rows n WHERE sv.user_id = n.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_participants_insert AFTER INSERT ON volunteer_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION volunteer_profiles_rows_copy_to_participants();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_participants_delete AFTER DELETE ON volunteer_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION volunteer_profiles_rows_copy_to_participants();
