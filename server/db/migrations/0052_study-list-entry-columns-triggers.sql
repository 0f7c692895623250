-- Keeps what a row of the study list shows on each of its entries (issue 27): a page is read from the
-- user's entries alone. The entries stay the last rows any of these triggers locks, so no new lock order
-- arises between studies, study_statistics and the team.
CREATE FUNCTION study_list_entries_refresh_pi(study_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE study_list_entries e
  SET pi_first_name = p.first_name, pi_middle_name = p.middle_name, pi_last_name = p.last_name
  FROM (SELECT t.id AS study_id, u.first_name, u.middle_name, u.last_name
    FROM unnest(study_ids) AS t(id)
    LEFT JOIN study_team_members m ON m.study_id = t.id AND m.role = 'PRINCIPAL_INVESTIGATOR'
    LEFT JOIN users u ON u.id = m.user_id) p
  WHERE e.study_id = p.study_id
    AND (e.pi_first_name, e.pi_middle_name, e.pi_last_name) IS DISTINCT FROM (p.first_name, p.middle_name, p.last_name);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_list_entries_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO study_list_entries (user_id, study_id, archived, new_interested_count, unread_message_count,
      title_sort_key, study_num, title, matched_count, publishable, posting_activation_date,
      posting_deactivation_date, archived_date, enrollment_number, matching_requested_at, matching_completed_at)
    SELECT n.user_id, n.study_id, s.archived_date IS NOT NULL, coalesce(st.new_interested_count, 0),
      coalesce(st.unread_message_count, 0), coalesce(st.title_sort_key, ''), s.study_num, coalesce(st.title, ''),
      coalesce(st.matched_count, 0), s.publishable, s.posting_activation_date, s.posting_deactivation_date,
      s.archived_date, s.enrollment_number, s.matching_requested_at, s.matching_completed_at
    FROM new_rows n JOIN studies s ON s.id = n.study_id LEFT JOIN study_statistics st ON st.study_id = n.study_id
    ON CONFLICT (user_id, study_id) DO NOTHING;
    -- The new members' entries take the principal investigator's name, and a new principal investigator's
    -- name goes on the entries of the team's other members.
    PERFORM study_list_entries_refresh_pi(array(SELECT DISTINCT study_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM study_list_entries e USING old_rows o WHERE e.user_id = o.user_id AND e.study_id = o.study_id;
    PERFORM study_list_entries_refresh_pi(
      array(SELECT DISTINCT study_id FROM old_rows WHERE role = 'PRINCIPAL_INVESTIGATOR'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A change of role (a member made principal investigator, or no longer one).
CREATE FUNCTION study_list_entries_roles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM study_list_entries_refresh_pi(array(SELECT study_id FROM new_rows UNION SELECT study_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_team_members_list_update AFTER UPDATE ON study_team_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_list_entries_roles();
--> statement-breakpoint
-- A row trigger, only when a name changes: users are updated for many other reasons (sign-ins, profiles).
CREATE FUNCTION study_list_entries_pi_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM study_list_entries_refresh_pi(array(SELECT m.study_id FROM study_team_members m
    WHERE m.user_id = NEW.id AND m.role = 'PRINCIPAL_INVESTIGATOR'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_list_pi_name AFTER UPDATE OF first_name, middle_name, last_name ON users
  FOR EACH ROW WHEN ((OLD.first_name, OLD.middle_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.middle_name, NEW.last_name))
  EXECUTE FUNCTION study_list_entries_pi_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_list_entries_statistics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_entries e
  SET new_interested_count = n.new_interested_count, unread_message_count = n.unread_message_count,
    title_sort_key = n.title_sort_key, title = n.title, matched_count = n.matched_count
  FROM new_rows n
  WHERE e.study_id = n.study_id
    AND (e.new_interested_count, e.unread_message_count, e.title_sort_key, e.title, e.matched_count)
      IS DISTINCT FROM (n.new_interested_count, n.unread_message_count, n.title_sort_key, n.title, n.matched_count);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The studies trigger of migration 0006 copied the archived flag alone; it now copies every column the list shows.
CREATE OR REPLACE FUNCTION study_list_entries_archived() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_list_entries e
  SET archived = n.archived_date IS NOT NULL, study_num = n.study_num, publishable = n.publishable,
    posting_activation_date = n.posting_activation_date, posting_deactivation_date = n.posting_deactivation_date,
    archived_date = n.archived_date, enrollment_number = n.enrollment_number,
    matching_requested_at = n.matching_requested_at, matching_completed_at = n.matching_completed_at
  FROM new_rows n
  WHERE e.study_id = n.id
    AND (e.study_num, e.publishable, e.posting_activation_date, e.posting_deactivation_date, e.archived_date,
      e.enrollment_number, e.matching_requested_at, e.matching_completed_at)
      IS DISTINCT FROM (n.study_num, n.publishable, n.posting_activation_date, n.posting_deactivation_date,
        n.archived_date, n.enrollment_number, n.matching_requested_at, n.matching_completed_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE study_list_entries e
SET study_num = s.study_num, title = coalesce(st.title, ''), matched_count = coalesce(st.matched_count, 0),
  publishable = s.publishable, posting_activation_date = s.posting_activation_date,
  posting_deactivation_date = s.posting_deactivation_date, archived_date = s.archived_date,
  enrollment_number = s.enrollment_number, matching_requested_at = s.matching_requested_at,
  matching_completed_at = s.matching_completed_at
FROM studies s LEFT JOIN study_statistics st ON st.study_id = s.id
WHERE s.id = e.study_id;
--> statement-breakpoint
SELECT study_list_entries_refresh_pi(array(SELECT id FROM studies));
