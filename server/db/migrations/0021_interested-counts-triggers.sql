-- Interested participants counted per status (study_statistics) and per label (labels.participant_count),
-- of enabled accounts only, as the interested lists show them (docs/decisions/011). A writer that changes
-- a label count locks the study's statistics row first, so that two writers in one study queue on that
-- row instead of deadlocking on label rows.
CREATE FUNCTION count_interested_changes(study_ids integer[], user_ids integer[], statuses text[], signs integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_statistics s SET
    new_interested_count = s.new_interested_count + d.new_n,
    eligible_interested_count = s.eligible_interested_count + d.eligible_n,
    ineligible_interested_count = s.ineligible_interested_count + d.ineligible_n,
    pending_interested_count = s.pending_interested_count + d.pending_n
  FROM (SELECT c.study_id,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'NEW'), 0)::int AS new_n,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'ELIGIBLE'), 0)::int AS eligible_n,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'INELIGIBLE'), 0)::int AS ineligible_n,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'PENDING'), 0)::int AS pending_n
    FROM unnest(study_ids, user_ids, statuses, signs) AS c(study_id, user_id, status, sign)
    JOIN users u ON u.id = c.user_id AND u.enabled
    GROUP BY c.study_id) d
  -- A change that moves nobody between lists (another column) leaves the row alone, unlocked.
  WHERE s.study_id = d.study_id AND (d.new_n, d.eligible_n, d.ineligible_n, d.pending_n) <> (0, 0, 0, 0);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_statistics_study_volunteers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  study_ids integer[] := '{}';
  user_ids integer[] := '{}';
  statuses text[] := '{}';
  signs integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(study_id), '{}'), coalesce(array_agg(user_id), '{}'),
      coalesce(array_agg(status), '{}'), coalesce(array_agg(1), '{}')
    INTO study_ids, user_ids, statuses, signs FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT study_ids || coalesce(array_agg(study_id), '{}'), user_ids || coalesce(array_agg(user_id), '{}'),
      statuses || coalesce(array_agg(status), '{}'), signs || coalesce(array_agg(-1), '{}')
    INTO study_ids, user_ids, statuses, signs FROM old_rows;
  END IF;
  PERFORM count_interested_changes(study_ids, user_ids, statuses, signs);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION lock_study_statistics(study_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM study_statistics WHERE study_id = ANY (study_ids) ORDER BY study_id FOR UPDATE;
END
$$;
--> statement-breakpoint
CREATE FUNCTION labels_participant_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lock_study_statistics(ARRAY(SELECT DISTINCT l.study_id FROM new_rows r JOIN labels l ON l.id = r.label_id));
    UPDATE labels l SET participant_count = l.participant_count + d.n
    FROM (SELECT r.label_id, count(*)::int AS n FROM new_rows r
      JOIN study_volunteers sv ON sv.id = r.study_volunteer_id JOIN users u ON u.id = sv.user_id AND u.enabled
      GROUP BY r.label_id) d
    WHERE l.id = d.label_id;
  ELSE
    -- A row deleted with its participant was counted off before (study_volunteers_labels_uncount).
    PERFORM lock_study_statistics(ARRAY(SELECT DISTINCT l.study_id FROM old_rows r JOIN labels l ON l.id = r.label_id));
    UPDATE labels l SET participant_count = l.participant_count - d.n
    FROM (SELECT r.label_id, count(*)::int AS n FROM old_rows r
      JOIN study_volunteers sv ON sv.id = r.study_volunteer_id JOIN users u ON u.id = sv.user_id AND u.enabled
      GROUP BY r.label_id) d
    WHERE l.id = d.label_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_count_insert AFTER INSERT ON study_volunteer_labels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION labels_participant_count();
--> statement-breakpoint
CREATE TRIGGER study_volunteer_labels_count_delete AFTER DELETE ON study_volunteer_labels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION labels_participant_count();
--> statement-breakpoint
-- Before a participant goes, while its label rows are still there (they go by cascade afterwards).
CREATE FUNCTION study_volunteers_labels_uncount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id AND u.enabled) THEN
    PERFORM lock_study_statistics(ARRAY[OLD.study_id]);
    UPDATE labels l SET participant_count = l.participant_count - 1
    FROM study_volunteer_labels svl WHERE svl.study_volunteer_id = OLD.id AND l.id = svl.label_id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_labels_uncount BEFORE DELETE ON study_volunteers
  FOR EACH ROW EXECUTE FUNCTION study_volunteers_labels_uncount();
--> statement-breakpoint
-- An account enabled, disabled or deleted (while enabled) adds or takes its participants everywhere.
CREATE FUNCTION interested_counts_of_user(p_user integer, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_study_statistics(ARRAY(SELECT sv.study_id FROM study_volunteers sv WHERE sv.user_id = p_user));
  UPDATE study_statistics s SET
    new_interested_count = s.new_interested_count + p_sign * d.new_n,
    eligible_interested_count = s.eligible_interested_count + p_sign * d.eligible_n,
    ineligible_interested_count = s.ineligible_interested_count + p_sign * d.ineligible_n,
    pending_interested_count = s.pending_interested_count + p_sign * d.pending_n
  FROM (SELECT sv.study_id,
      count(*) FILTER (WHERE sv.status = 'NEW')::int AS new_n,
      count(*) FILTER (WHERE sv.status = 'ELIGIBLE')::int AS eligible_n,
      count(*) FILTER (WHERE sv.status = 'INELIGIBLE')::int AS ineligible_n,
      count(*) FILTER (WHERE sv.status = 'PENDING')::int AS pending_n
    FROM study_volunteers sv WHERE sv.user_id = p_user GROUP BY sv.study_id) d
  WHERE s.study_id = d.study_id;
  UPDATE labels l SET participant_count = l.participant_count + p_sign * d.n
  FROM (SELECT svl.label_id, count(*)::int AS n FROM study_volunteers sv
    JOIN study_volunteer_labels svl ON svl.study_volunteer_id = sv.id
    WHERE sv.user_id = p_user GROUP BY svl.label_id) d
  WHERE l.id = d.label_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION users_interested_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM interested_counts_of_user(OLD.id, -1);
    RETURN OLD;
  END IF;
  PERFORM interested_counts_of_user(NEW.id, CASE WHEN NEW.enabled THEN 1 ELSE -1 END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_interested_counts_enabled AFTER UPDATE OF enabled ON users
  FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION users_interested_counts();
--> statement-breakpoint
CREATE TRIGGER users_interested_counts_delete BEFORE DELETE ON users
  FOR EACH ROW WHEN (OLD.enabled) EXECUTE FUNCTION users_interested_counts();
--> statement-breakpoint
UPDATE study_statistics s SET
  new_interested_count = coalesce(d.new_n, 0),
  eligible_interested_count = coalesce(d.eligible_n, 0),
  ineligible_interested_count = coalesce(d.ineligible_n, 0),
  pending_interested_count = coalesce(d.pending_n, 0)
FROM study_statistics st LEFT JOIN (SELECT sv.study_id,
    count(*) FILTER (WHERE sv.status = 'NEW')::int AS new_n,
    count(*) FILTER (WHERE sv.status = 'ELIGIBLE')::int AS eligible_n,
    count(*) FILTER (WHERE sv.status = 'INELIGIBLE')::int AS ineligible_n,
    count(*) FILTER (WHERE sv.status = 'PENDING')::int AS pending_n
  FROM study_volunteers sv JOIN users u ON u.id = sv.user_id AND u.enabled GROUP BY sv.study_id) d
  ON d.study_id = st.study_id
WHERE s.study_id = st.study_id;
--> statement-breakpoint
UPDATE labels l SET participant_count = (SELECT count(*) FROM study_volunteer_labels svl
  JOIN study_volunteers sv ON sv.id = svl.study_volunteer_id JOIN users u ON u.id = sv.user_id AND u.enabled
  WHERE svl.label_id = l.id);
