-- Keeps each participant's labels as the lists show them on its study_volunteers row (issue 27), beside the
-- label ids migration 0054 keeps: a labelled row's page read its labels' names with a lookup of its own,
-- most of a label list's work. Written from the row's label ids whenever they change (by the labels'
-- statement triggers of 0054, which already hold the participant's row), and from a label's new name or
-- style for the rows that carry it.

-- The labels `ids` as the lists answer them: keyed by id (the API's shape, so that a page's JSON is
-- written by PostgreSQL as it is sent).
CREATE FUNCTION label_summaries(ids integer[]) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_object_agg(l.id, json_build_object('id', l.id, 'name', l.name, 'style', l.style)
    ORDER BY l.id), '{}')
  FROM labels l WHERE l.id = ANY (ids)
$$;
--> statement-breakpoint
-- Named to fire after study_volunteers_copy_volunteer, which clears a new row's label ids.
CREATE FUNCTION study_volunteers_label_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label_summaries := CASE WHEN NEW.label_ids = '{}' THEN '{}'::json ELSE label_summaries(NEW.label_ids) END;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_label_summaries BEFORE INSERT OR UPDATE OF label_ids ON study_volunteers
  FOR EACH ROW EXECUTE FUNCTION study_volunteers_label_summaries();
--> statement-breakpoint
-- A label renamed or restyled: the rows that carry it, found by the label's index of its rows (a team's
-- own, rare edit). The rename locks those rows before the label's (services/labels/save-label.ts), as a
-- label change for a participant does (its row, then the label's count).
CREATE FUNCTION labels_copy_summaries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteers sv SET label_summaries = label_summaries(sv.label_ids)
  WHERE sv.id IN (SELECT x.study_volunteer_id FROM study_volunteer_labels x WHERE x.label_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER labels_copy_summaries AFTER UPDATE OF name, style ON labels
  FOR EACH ROW WHEN ((OLD.name, OLD.style) IS DISTINCT FROM (NEW.name, NEW.style))
  EXECUTE FUNCTION labels_copy_summaries();
--> statement-breakpoint
UPDATE study_volunteers sv SET label_summaries = label_summaries(sv.label_ids) WHERE sv.label_ids <> '{}';
