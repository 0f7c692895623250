-- Keeps study_list_counts (each user's current and archived studies) in step with study_list_entries.
CREATE FUNCTION study_list_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO study_list_counts (user_id, archived, study_count)
  SELECT n.user_id, n.archived, count(*) FROM new_rows n GROUP BY n.user_id, n.archived
  ON CONFLICT (user_id, archived) DO UPDATE SET study_count = study_list_counts.study_count + excluded.study_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION study_list_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_counts c SET study_count = c.study_count - o.removed
  FROM (SELECT user_id, archived, count(*) AS removed FROM old_rows GROUP BY user_id, archived) o
  WHERE c.user_id = o.user_id AND c.archived = o.archived;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A row trigger, only when an entry moves between current and archived: the frequent updates of the
-- entries' sort keys (new participants, unread messages) leave the counts alone. (A trigger on a column
-- list cannot see transition tables.)
CREATE FUNCTION study_list_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_counts SET study_count = study_count - 1 WHERE user_id = OLD.user_id AND archived = OLD.archived;
  INSERT INTO study_list_counts (user_id, archived, study_count) VALUES (NEW.user_id, NEW.archived, 1)
  ON CONFLICT (user_id, archived) DO UPDATE SET study_count = study_list_counts.study_count + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_list_entries_counts_insert AFTER INSERT ON study_list_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_counts_added();
--> statement-breakpoint
CREATE TRIGGER study_list_entries_counts_delete AFTER DELETE ON study_list_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_counts_removed();
--> statement-breakpoint
CREATE TRIGGER study_list_entries_counts_archived AFTER UPDATE OF archived, user_id ON study_list_entries
  FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION study_list_counts_moved();
--> statement-breakpoint
INSERT INTO study_list_counts (user_id, archived, study_count)
SELECT user_id, archived, count(*) FROM study_list_entries GROUP BY user_id, archived
ON CONFLICT (user_id, archived) DO UPDATE SET study_count = excluded.study_count;
