-- Keeps study_list_entries (one row per team member and study) in step with its sources.
CREATE FUNCTION study_list_entries_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO study_list_entries (user_id, study_id, archived, new_interested_count, unread_message_count, title_sort_key)
    SELECT n.user_id, n.study_id, s.archived_date IS NOT NULL, coalesce(st.new_interested_count, 0),
      coalesce(st.unread_message_count, 0), coalesce(st.title_sort_key, '')
    FROM new_rows n JOIN studies s ON s.id = n.study_id LEFT JOIN study_statistics st ON st.study_id = n.study_id
    ON CONFLICT (user_id, study_id) DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM study_list_entries e USING old_rows o WHERE e.user_id = o.user_id AND e.study_id = o.study_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_team_members_list_insert AFTER INSERT ON study_team_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_entries_members();
--> statement-breakpoint
CREATE TRIGGER study_team_members_list_delete AFTER DELETE ON study_team_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_entries_members();
--> statement-breakpoint
CREATE FUNCTION study_list_entries_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_entries e
  SET new_interested_count = n.new_interested_count, unread_message_count = n.unread_message_count,
    title_sort_key = n.title_sort_key
  FROM new_rows n
  WHERE e.study_id = n.study_id
    AND (e.new_interested_count, e.unread_message_count, e.title_sort_key)
      IS DISTINCT FROM (n.new_interested_count, n.unread_message_count, n.title_sort_key);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_statistics_list_update AFTER UPDATE ON study_statistics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_entries_statistics();
--> statement-breakpoint
CREATE FUNCTION study_list_entries_archived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_entries e SET archived = n.archived_date IS NOT NULL
  FROM new_rows n
  WHERE e.study_id = n.id AND e.archived IS DISTINCT FROM (n.archived_date IS NOT NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studies_list_archived AFTER UPDATE ON studies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_entries_archived();
--> statement-breakpoint
INSERT INTO study_list_entries (user_id, study_id, archived, new_interested_count, unread_message_count, title_sort_key)
SELECT m.user_id, m.study_id, s.archived_date IS NOT NULL, coalesce(st.new_interested_count, 0),
  coalesce(st.unread_message_count, 0), coalesce(st.title_sort_key, '')
FROM study_team_members m JOIN studies s ON s.id = m.study_id LEFT JOIN study_statistics st ON st.study_id = m.study_id
ON CONFLICT (user_id, study_id) DO NOTHING;
