-- A label's row carries whether its participant's account is enabled (migration 0065), as it carries the
-- date of interest (migration 0036): copied on every insert, whatever the writer gives, and followed when
-- the participant's row changes. The participant's row is locked before its label rows, as for the date.
UPDATE study_volunteer_labels svl SET volunteer_enabled = sv.volunteer_enabled
  FROM study_volunteers sv WHERE sv.id = svl.study_volunteer_id AND NOT sv.volunteer_enabled;
--> statement-breakpoint
CREATE FUNCTION study_volunteer_labels_enabled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT sv.volunteer_enabled INTO NEW.volunteer_enabled FROM study_volunteers sv WHERE sv.id = NEW.study_volunteer_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_enabled BEFORE INSERT OR UPDATE OF study_volunteer_id, volunteer_enabled
  ON study_volunteer_labels FOR EACH ROW EXECUTE FUNCTION study_volunteer_labels_enabled();
--> statement-breakpoint
CREATE FUNCTION study_volunteers_label_enabled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteer_labels SET volunteer_enabled = NEW.volunteer_enabled WHERE study_volunteer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_label_enabled AFTER UPDATE OF volunteer_enabled ON study_volunteers
  FOR EACH ROW WHEN (OLD.volunteer_enabled IS DISTINCT FROM NEW.volunteer_enabled)
  EXECUTE FUNCTION study_volunteers_label_enabled();
