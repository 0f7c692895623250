-- A label's row carries its participant's date of interest (migration 0035), so that a label's list is
-- an index range in the list's order (docs/decisions/011). Copied on every insert, whatever the writer
-- gives, and followed if the participant's date ever changes.
UPDATE study_volunteer_labels svl SET show_interest_date = sv.show_interest_date
  FROM study_volunteers sv WHERE sv.id = svl.study_volunteer_id;
--> statement-breakpoint
CREATE FUNCTION study_volunteer_labels_interest_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT sv.show_interest_date INTO NEW.show_interest_date FROM study_volunteers sv WHERE sv.id = NEW.study_volunteer_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_interest_date BEFORE INSERT OR UPDATE OF study_volunteer_id, show_interest_date
  ON study_volunteer_labels FOR EACH ROW EXECUTE FUNCTION study_volunteer_labels_interest_date();
--> statement-breakpoint
CREATE FUNCTION study_volunteers_label_interest_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteer_labels SET show_interest_date = NEW.show_interest_date WHERE study_volunteer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_label_interest_date AFTER UPDATE OF show_interest_date ON study_volunteers
  FOR EACH ROW WHEN (OLD.show_interest_date IS DISTINCT FROM NEW.show_interest_date)
  EXECUTE FUNCTION study_volunteers_label_interest_date();
