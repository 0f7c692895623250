-- Keeps what the matched lists show of a volunteer on each match (issue 27), as migration 0054 does for the
-- interested rows: a page looked up, for each of its rows, the account, the profile and the gender's text
-- (three index lookups a row, ~30 buffer hits, a fifth of the page's work); now it reads its rows alone.
-- The matcher writes the copies with the matches it writes, and whether the team sees the volunteer, from
-- one join for the whole run; any other writer leaves them out (a writer gives all of them or none) and a
-- row trigger fills them in, the visibility with them. That replaces migration 0058's statement trigger,
-- which joined every new match to its account and profile again to correct the visibility afterwards.
-- Accounts and profiles update their matches in the triggers that already keep `volunteer_visible`
-- (0058), in the same statements, so the lock order is as it was: an account's matches before its
-- interested rows, a profile's after them.

CREATE FUNCTION matched_participants_copy_volunteer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  enabled boolean;
  visible boolean;
BEGIN
  SELECT u.first_name, u.middle_name, u.last_name, u.enabled
  INTO NEW.volunteer_first_name, NEW.volunteer_middle_name, NEW.volunteer_last_name, enabled
  FROM users u WHERE u.id = NEW.user_id;
  SELECT volunteer_place(p.city, p.state), p.date_of_birth, g.display_text,
    p.visible_to_study_teams = 'ALL_STUDY_TEAMS'
  INTO NEW.volunteer_place, NEW.volunteer_date_of_birth, NEW.volunteer_gender, visible
  FROM volunteer_profiles p LEFT JOIN lookup_values g ON g.id = p.gender_id WHERE p.user_id = NEW.user_id;
  NEW.volunteer_visible := coalesce(enabled AND visible, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_copy_volunteer BEFORE INSERT ON matched_participants
  FOR EACH ROW WHEN (NEW.volunteer_first_name IS NULL) EXECUTE FUNCTION matched_participants_copy_volunteer();
--> statement-breakpoint
DROP TRIGGER matched_participants_copy_visible ON matched_participants;
--> statement-breakpoint
DROP FUNCTION matched_participants_copy_visible();
--> statement-breakpoint
-- An account enabled, disabled or renamed: its matches follow.
CREATE OR REPLACE FUNCTION users_copy_to_matched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matched_participants SET volunteer_visible = NEW.enabled AND coalesce((SELECT
      p.visible_to_study_teams = 'ALL_STUDY_TEAMS' FROM volunteer_profiles p WHERE p.user_id = NEW.id), false),
    volunteer_first_name = NEW.first_name, volunteer_middle_name = NEW.middle_name,
    volunteer_last_name = NEW.last_name
  WHERE user_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER users_copy_to_matched ON users;
--> statement-breakpoint
CREATE TRIGGER users_copy_to_matched BEFORE UPDATE OF enabled, first_name, middle_name, last_name ON users
  FOR EACH ROW WHEN ((OLD.enabled, OLD.first_name, OLD.middle_name, OLD.last_name)
    IS DISTINCT FROM (NEW.enabled, NEW.first_name, NEW.middle_name, NEW.last_name))
  EXECUTE FUNCTION users_copy_to_matched();
--> statement-breakpoint
-- Profiles made, removed, shown to other teams or changed where the lists show them: their matches follow,
-- only those whose copies differ. (A profile is never moved to another account.)
CREATE OR REPLACE FUNCTION volunteer_profiles_copy_to_matched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE matched_participants mp SET volunteer_visible = false, volunteer_place = NULL,
      volunteer_date_of_birth = NULL, volunteer_gender = NULL
    FROM old_rows o WHERE mp.user_id = o.user_id
      AND (mp.volunteer_visible OR mp.volunteer_place IS NOT NULL OR mp.volunteer_date_of_birth IS NOT NULL
        OR mp.volunteer_gender IS NOT NULL);
  ELSE
    UPDATE matched_participants mp SET volunteer_visible = v.visible, volunteer_place = v.place,
      volunteer_date_of_birth = v.date_of_birth, volunteer_gender = v.gender
    FROM (SELECT n.user_id, volunteer_visible_to_teams(n.user_id) AS visible,
        volunteer_place(n.city, n.state) AS place, n.date_of_birth,
        (SELECT g.display_text FROM lookup_values g WHERE g.id = n.gender_id) AS gender
      FROM new_rows n WHERE EXISTS (SELECT 1 FROM matched_participants m WHERE m.user_id = n.user_id)) v
    WHERE mp.user_id = v.user_id
      AND (mp.volunteer_visible, mp.volunteer_place, mp.volunteer_date_of_birth, mp.volunteer_gender)
        IS DISTINCT FROM (v.visible, v.place, v.date_of_birth, v.gender);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reference data reloaded with another text for a gender (rare: no screen edits it).
CREATE FUNCTION lookup_values_copy_to_matched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE matched_participants mp SET volunteer_gender = NEW.display_text
  FROM volunteer_profiles p WHERE p.gender_id = NEW.id AND mp.user_id = p.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lookup_values_copy_to_matched AFTER UPDATE OF display_text ON lookup_values
  FOR EACH ROW WHEN (OLD.display_text IS DISTINCT FROM NEW.display_text)
  EXECUTE FUNCTION lookup_values_copy_to_matched();
--> statement-breakpoint
UPDATE matched_participants mp SET volunteer_first_name = u.first_name, volunteer_middle_name = u.middle_name,
  volunteer_last_name = u.last_name, volunteer_place = volunteer_place(p.city, p.state),
  volunteer_date_of_birth = p.date_of_birth,
  volunteer_gender = (SELECT g.display_text FROM lookup_values g WHERE g.id = p.gender_id)
FROM users u LEFT JOIN volunteer_profiles p ON p.user_id = u.id
WHERE u.id = mp.user_id;
