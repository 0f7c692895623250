-- Keeps what the interested lists show of a participant on its study_volunteers row (issue 27): a page
-- reads its ten rows alone instead of looking up, for each, the account, the profile, the unread messages
-- and the labels (four index lookups a row: most of the page's work). Every writer that changes a copy
-- locks the participant's row before the study's statistics row, as a move or a label change does (the
-- row first, FOR UPDATE), so no new lock order arises: BEFORE row triggers on the account and messages,
-- and the labels' statement triggers named to fire before their counts (study_volunteer_labels_count_*).

-- The place as the lists show it: "City, State", either alone, or null.
CREATE FUNCTION volunteer_place(city text, state text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(concat_ws(', ', nullif(city, ''), nullif(state, '')), '')
$$;
--> statement-breakpoint
-- Counted: an unread message from the volunteer, in a conversation.
CREATE FUNCTION message_counts_unread(status text, recipient_volunteer boolean, study_volunteer_id integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status = 'UNREAD' AND NOT recipient_volunteer AND study_volunteer_id IS NOT NULL
$$;
--> statement-breakpoint
-- A new participant takes the account's and the profile's copies; it has no messages or labels yet.
CREATE FUNCTION study_volunteers_copy_volunteer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  enabled boolean;
BEGIN
  SELECT u.first_name, u.middle_name, u.last_name, u.enabled
  INTO NEW.volunteer_first_name, NEW.volunteer_middle_name, NEW.volunteer_last_name, enabled
  FROM users u WHERE u.id = NEW.user_id;
  -- An account that does not exist fails on its foreign key, not here.
  NEW.volunteer_enabled := coalesce(enabled, true);
  SELECT volunteer_place(p.city, p.state), p.date_of_birth, g.display_text
  INTO NEW.volunteer_place, NEW.volunteer_date_of_birth, NEW.volunteer_gender
  FROM volunteer_profiles p LEFT JOIN lookup_values g ON g.id = p.gender_id WHERE p.user_id = NEW.user_id;
  IF TG_OP = 'INSERT' THEN
    NEW.unread_message_count := 0;
    NEW.label_ids := '{}';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_copy_volunteer BEFORE INSERT OR UPDATE OF user_id ON study_volunteers
  FOR EACH ROW EXECUTE FUNCTION study_volunteers_copy_volunteer();
--> statement-breakpoint
-- A row trigger, only when a copied column changes: accounts are updated for many other reasons.
CREATE FUNCTION users_copy_to_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteers SET volunteer_first_name = NEW.first_name, volunteer_middle_name = NEW.middle_name,
    volunteer_last_name = NEW.last_name, volunteer_enabled = NEW.enabled
  WHERE user_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_copy_to_participants BEFORE UPDATE OF first_name, middle_name, last_name, enabled ON users
  FOR EACH ROW WHEN ((OLD.first_name, OLD.middle_name, OLD.last_name, OLD.enabled)
    IS DISTINCT FROM (NEW.first_name, NEW.middle_name, NEW.last_name, NEW.enabled))
  EXECUTE FUNCTION users_copy_to_participants();
--> statement-breakpoint
CREATE FUNCTION volunteer_profiles_copy_to_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id) THEN
    UPDATE study_volunteers SET volunteer_place = NULL, volunteer_date_of_birth = NULL, volunteer_gender = NULL
    WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE study_volunteers SET volunteer_place = volunteer_place(NEW.city, NEW.state),
      volunteer_date_of_birth = NEW.date_of_birth,
      volunteer_gender = (SELECT g.display_text FROM lookup_values g WHERE g.id = NEW.gender_id)
    WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_participants_insert AFTER INSERT OR DELETE ON volunteer_profiles
  FOR EACH ROW EXECUTE FUNCTION volunteer_profiles_copy_to_participants();
--> statement-breakpoint
CREATE TRIGGER volunteer_profiles_copy_to_participants_update
  AFTER UPDATE OF user_id, city, state, date_of_birth, gender_id ON volunteer_profiles
  FOR EACH ROW WHEN ((OLD.user_id, volunteer_place(OLD.city, OLD.state), OLD.date_of_birth, OLD.gender_id)
    IS DISTINCT FROM (NEW.user_id, volunteer_place(NEW.city, NEW.state), NEW.date_of_birth, NEW.gender_id))
  EXECUTE FUNCTION volunteer_profiles_copy_to_participants();
--> statement-breakpoint
-- Reference data reloaded with another text for a gender (rare: no screen edits it).
CREATE FUNCTION lookup_values_copy_to_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteers sv SET volunteer_gender = NEW.display_text
  FROM volunteer_profiles p WHERE p.gender_id = NEW.id AND sv.user_id = p.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lookup_values_copy_to_participants AFTER UPDATE OF display_text ON lookup_values
  FOR EACH ROW WHEN (OLD.display_text IS DISTINCT FROM NEW.display_text)
  EXECUTE FUNCTION lookup_values_copy_to_participants();
--> statement-breakpoint
-- Row triggers that fire only for the unread messages from volunteers (a reply, marked read, deleted).
CREATE FUNCTION messages_count_unread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND message_counts_unread(OLD.status, OLD.recipient_volunteer, OLD.study_volunteer_id) THEN
    UPDATE study_volunteers SET unread_message_count = unread_message_count - 1 WHERE id = OLD.study_volunteer_id;
  END IF;
  IF TG_OP <> 'DELETE' AND message_counts_unread(NEW.status, NEW.recipient_volunteer, NEW.study_volunteer_id) THEN
    UPDATE study_volunteers SET unread_message_count = unread_message_count + 1 WHERE id = NEW.study_volunteer_id;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_count_unread_insert BEFORE INSERT ON messages
  FOR EACH ROW WHEN (message_counts_unread(NEW.status, NEW.recipient_volunteer, NEW.study_volunteer_id))
  EXECUTE FUNCTION messages_count_unread();
--> statement-breakpoint
CREATE TRIGGER messages_count_unread_update BEFORE UPDATE ON messages
  FOR EACH ROW WHEN ((message_counts_unread(OLD.status, OLD.recipient_volunteer, OLD.study_volunteer_id),
      OLD.study_volunteer_id)
    IS DISTINCT FROM (message_counts_unread(NEW.status, NEW.recipient_volunteer, NEW.study_volunteer_id),
      NEW.study_volunteer_id))
  EXECUTE FUNCTION messages_count_unread();
--> statement-breakpoint
CREATE TRIGGER messages_count_unread_delete BEFORE DELETE ON messages
  FOR EACH ROW WHEN (message_counts_unread(OLD.status, OLD.recipient_volunteer, OLD.study_volunteer_id))
  EXECUTE FUNCTION messages_count_unread();
--> statement-breakpoint
-- Statement triggers: a label deleted takes its rows from thousands of participants in one statement.
CREATE FUNCTION study_volunteer_labels_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE study_volunteers sv SET label_ids = sv.label_ids || d.ids
    FROM (SELECT n.study_volunteer_id, array_agg(n.label_id) AS ids FROM new_rows n GROUP BY 1) d
    WHERE sv.id = d.study_volunteer_id;
  ELSE
    UPDATE study_volunteers sv SET label_ids = array(SELECT x FROM unnest(sv.label_ids) x WHERE x <> ALL (d.ids))
    FROM (SELECT o.study_volunteer_id, array_agg(o.label_id) AS ids FROM old_rows o GROUP BY 1) d
    WHERE sv.id = d.study_volunteer_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_copy_insert AFTER INSERT ON study_volunteer_labels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteer_labels_copy();
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_copy_delete AFTER DELETE ON study_volunteer_labels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteer_labels_copy();
--> statement-breakpoint
UPDATE study_volunteers sv SET volunteer_first_name = u.first_name, volunteer_middle_name = u.middle_name,
  volunteer_last_name = u.last_name, volunteer_enabled = u.enabled,
  volunteer_place = volunteer_place(p.city, p.state), volunteer_date_of_birth = p.date_of_birth,
  volunteer_gender = (SELECT g.display_text FROM lookup_values g WHERE g.id = p.gender_id),
  unread_message_count = (SELECT count(*) FROM messages m
    WHERE m.study_volunteer_id = sv.id AND message_counts_unread(m.status, m.recipient_volunteer, m.study_volunteer_id)),
  label_ids = array(SELECT l.label_id FROM study_volunteer_labels l WHERE l.study_volunteer_id = sv.id)
FROM users u LEFT JOIN volunteer_profiles p ON p.user_id = u.id
WHERE u.id = sv.user_id;
