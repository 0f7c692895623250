-- A label's row carries whether its participant's account is enabled (migration 0065), as it carries the
-- date of interest (migration 0036): both copied on every insert, whatever the writer gives, and followed
-- when the participant's row changes. One trigger of each kind now copies both, in place of 0036's, so
-- that an insert looks its participant up once. The participant's row is locked before its label rows.
UPDATE study_volunteer_labels svl SET volunteer_enabled = sv.volunteer_enabled
  FROM study_volunteers sv WHERE sv.id = svl.study_volunteer_id AND NOT sv.volunteer_enabled;
--> statement-breakpoint
DROP TRIGGER study_volunteer_labels_interest_date ON study_volunteer_labels;
--> statement-breakpoint
DROP FUNCTION study_volunteer_labels_interest_date();
--> statement-breakpoint
DROP TRIGGER study_volunteers_label_interest_date ON study_volunteers;
--> statement-breakpoint
DROP FUNCTION study_volunteers_label_interest_date();
--> statement-breakpoint
CREATE FUNCTION study_volunteer_labels_copy_participant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT sv.show_interest_date, sv.volunteer_enabled INTO NEW.show_interest_date, NEW.volunteer_enabled
  FROM study_volunteers sv WHERE sv.id = NEW.study_volunteer_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_copy_participant
  BEFORE INSERT OR UPDATE OF study_volunteer_id, show_interest_date, volunteer_enabled
  ON study_volunteer_labels FOR EACH ROW EXECUTE FUNCTION study_volunteer_labels_copy_participant();
--> statement-breakpoint
CREATE FUNCTION study_volunteers_follow_label_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteer_labels
  SET show_interest_date = NEW.show_interest_date, volunteer_enabled = NEW.volunteer_enabled
  WHERE study_volunteer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_follow_label_rows AFTER UPDATE OF show_interest_date, volunteer_enabled
  ON study_volunteers FOR EACH ROW
  WHEN ((OLD.show_interest_date, OLD.volunteer_enabled) IS DISTINCT FROM (NEW.show_interest_date, NEW.volunteer_enabled))
  EXECUTE FUNCTION study_volunteers_follow_label_rows();
