-- A study's insights as running tallies (issue 29, docs/decisions/022): the Insights page and the study's
-- waiting count read a few hundred rows of study_insight_tallies instead of every participant joined to
-- its account. The participant's own facts are kept on its row: when the team first wrote to it (any
-- message, the ask's note included), its first reply (a message on or after the interest) and when it
-- was first decided (Eligible or Ineligible). Participants of enabled accounts only, as the lists.

-- The first decision's time is the one its status event carries (migration 0043).
CREATE FUNCTION study_volunteers_decided_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.decided_at IS NULL AND NEW.status IN ('ELIGIBLE', 'INELIGIBLE') THEN
    NEW.decided_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.show_interest_date
      ELSE coalesce(NEW.status_updated_at, now()) END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_decided_at BEFORE INSERT OR UPDATE OF status ON study_volunteers
  FOR EACH ROW EXECUTE FUNCTION study_volunteers_decided_at();
--> statement-breakpoint
-- Messages to the participant (new, or the ask's note joined to the conversation at interest).
CREATE FUNCTION note_team_messages(written messages[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteers sv SET team_messaged_at = least(sv.team_messaged_at, m.first_sent),
    first_reply_at = least(sv.first_reply_at, m.first_reply)
  FROM (SELECT x.id, min(w.sent_date) AS first_sent,
      min(w.sent_date) FILTER (WHERE w.kind = 'MESSAGE' AND w.sent_date >= x.show_interest_date) AS first_reply
    FROM unnest(written) w JOIN study_volunteers x ON x.id = w.study_volunteer_id
    WHERE w.recipient_volunteer GROUP BY x.id) m
  WHERE sv.id = m.id AND (sv.team_messaged_at IS DISTINCT FROM least(sv.team_messaged_at, m.first_sent)
    OR sv.first_reply_at IS DISTINCT FROM least(sv.first_reply_at, m.first_reply));
END $$;
--> statement-breakpoint
CREATE FUNCTION messages_note_team_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined messages[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_team_messages(ARRAY(SELECT n::messages FROM new_rows n
      WHERE n.recipient_volunteer AND n.study_volunteer_id IS NOT NULL));
  ELSE
    -- A join of the OLD and NEW tables runs through EXECUTE: planned for this statement's rows, not for
    -- the first statement's on the connection (see migration 0048).
    EXECUTE $sql$
      SELECT ARRAY(SELECT n::messages FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.recipient_volunteer AND n.study_volunteer_id IS DISTINCT FROM o.study_volunteer_id
          AND n.study_volunteer_id IS NOT NULL)$sql$
    INTO joined;
    PERFORM note_team_messages(joined);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE study_volunteers sv SET team_messaged_at = m.first_sent, first_reply_at = m.first_reply
FROM (SELECT x.id, min(w.sent_date) AS first_sent,
    min(w.sent_date) FILTER (WHERE w.kind = 'MESSAGE' AND w.sent_date >= x.show_interest_date) AS first_reply
  FROM messages w JOIN study_volunteers x ON x.id = w.study_volunteer_id
  WHERE w.recipient_volunteer GROUP BY x.id) m
WHERE sv.id = m.id;
--> statement-breakpoint
UPDATE study_volunteers sv SET decided_at = d.decided
FROM (SELECT x.id, min(e.at) AS decided FROM study_volunteers x
  JOIN participant_status_events e ON e.study_id = x.study_id AND e.user_id = x.user_id AND e.list = 'INTERESTED'
    AND e.to_status IN ('ELIGIBLE', 'INELIGIBLE') AND e.at >= x.show_interest_date
  GROUP BY x.id) d
WHERE sv.id = d.id;
--> statement-breakpoint
CREATE TRIGGER messages_note_team_messages_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_note_team_messages();
--> statement-breakpoint
CREATE TRIGGER messages_note_team_messages_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_note_team_messages();
--> statement-breakpoint
-- Participants leaving (removed) and entering (added) the tallies. A writer locks the studies' statistics
-- rows first, as the counts of migration 0021 do, so that writers in one study queue instead of deadlocking.
CREATE FUNCTION tally_study_insights(removed study_volunteers[], added study_volunteers[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(removed) + cardinality(added) = 0 THEN
    RETURN;
  END IF;
  PERFORM lock_study_statistics(ARRAY(SELECT DISTINCT r.study_id FROM unnest(removed || added) r));
  INSERT INTO study_insight_tallies AS t (study_id, dimension, key, n)
  SELECT c.study_id, k.dimension, k.key, sum(c.sign)::int
  FROM (SELECT r.*, -1 AS sign FROM unnest(removed) r UNION ALL SELECT r.*, 1 FROM unnest(added) r) c
  JOIN studies s ON s.id = c.study_id
  CROSS JOIN LATERAL (VALUES
    ('WEEK', to_char(date_trunc('week', c.show_interest_date AT TIME ZONE 'UTC'), 'YYYY-MM-DD')),
    ('SOURCE_STATUS', c.status || ':' || coalesce(c.source_tag, '')),
    ('REPLY_TENTHS', round(extract(epoch FROM c.first_reply_at - c.show_interest_date) / 8640)::bigint::text),
    ('DECISION_TENTHS', round(extract(epoch FROM c.decided_at - c.show_interest_date) / 8640)::bigint::text),
    ('UNANSWERED_DAY', CASE WHEN c.status = 'NEW' AND c.team_messaged_at IS NULL
      THEN to_char(c.show_interest_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') END)
  ) AS k(dimension, key)
  WHERE k.key IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (study_id, dimension, key) DO UPDATE SET n = t.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION study_volunteers_insight_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed study_volunteers[];
  added study_volunteers[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tally_study_insights('{}', ARRAY(SELECT n::study_volunteers FROM new_rows n
      JOIN users u ON u.id = n.user_id AND u.enabled));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tally_study_insights(ARRAY(SELECT o::study_volunteers FROM old_rows o
      JOIN users u ON u.id = o.user_id AND u.enabled), '{}');
  ELSE
    -- Only the rows whose tallied facts changed; the join through EXECUTE, as above.
    EXECUTE $sql$
      WITH changed AS (
        SELECT o::study_volunteers AS old_row, n::study_volunteers AS new_row FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN users u ON u.id = n.user_id AND u.enabled
        WHERE (o.status, o.source_tag, o.show_interest_date, o.team_messaged_at, o.first_reply_at, o.decided_at)
          IS DISTINCT FROM (n.status, n.source_tag, n.show_interest_date, n.team_messaged_at, n.first_reply_at, n.decided_at)
      )
      SELECT ARRAY(SELECT old_row FROM changed), ARRAY(SELECT new_row FROM changed)$sql$
    INTO removed, added;
    PERFORM tally_study_insights(removed, added);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_tallies_insert AFTER INSERT ON study_volunteers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteers_insight_tallies();
--> statement-breakpoint
CREATE TRIGGER study_volunteers_tallies_update AFTER UPDATE ON study_volunteers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteers_insight_tallies();
--> statement-breakpoint
CREATE TRIGGER study_volunteers_tallies_delete AFTER DELETE ON study_volunteers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteers_insight_tallies();
--> statement-breakpoint
-- An account enabled, disabled or deleted (while enabled) adds or takes its participants everywhere.
CREATE FUNCTION users_insight_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  participants study_volunteers[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM tally_study_insights(ARRAY(SELECT sv FROM study_volunteers sv WHERE sv.user_id = OLD.id), '{}');
    RETURN OLD;
  END IF;
  participants := ARRAY(SELECT sv FROM study_volunteers sv WHERE sv.user_id = NEW.id);
  IF NEW.enabled THEN
    PERFORM tally_study_insights('{}', participants);
  ELSE
    PERFORM tally_study_insights(participants, '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_insight_tallies_enabled AFTER UPDATE OF enabled ON users
  FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION users_insight_tallies();
--> statement-breakpoint
CREATE TRIGGER users_insight_tallies_delete BEFORE DELETE ON users
  FOR EACH ROW WHEN (OLD.enabled) EXECUTE FUNCTION users_insight_tallies();
--> statement-breakpoint
SELECT tally_study_insights('{}', ARRAY(SELECT sv FROM study_volunteers sv JOIN users u ON u.id = sv.user_id AND u.enabled));
