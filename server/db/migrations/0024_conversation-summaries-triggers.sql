-- Keeps conversation_summaries in step with the volunteers' messages (inbound: not recipient_volunteer):
-- added to, never recounted, so that concurrent writers in one conversation commute. Statement-level
-- triggers with transition tables: a bulk message from the team (outbound only) costs one empty scan.
-- `visible` follows the account's enabled flag (a row trigger on users), so that the inbox's page and
-- count read one partial index; study_statistics keeps the inbox's totals (triggers on the summaries).
CREATE FUNCTION conversation_summaries_apply(study_volunteer_ids integer[], study_ids integer[],
  sent_dates timestamptz[], unread_signs integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_summaries AS c (study_volunteer_id, study_id, last_received_date, unread_count, visible)
  SELECT d.study_volunteer_id, min(d.study_id), max(d.sent_date), sum(d.unread_sign)::int, bool_and(u.enabled)
  FROM unnest(study_volunteer_ids, study_ids, sent_dates, unread_signs)
    AS d(study_volunteer_id, study_id, sent_date, unread_sign)
    JOIN study_volunteers sv ON sv.id = d.study_volunteer_id JOIN users u ON u.id = sv.user_id
  GROUP BY d.study_volunteer_id
  ORDER BY d.study_volunteer_id
  ON CONFLICT (study_volunteer_id) DO UPDATE SET
    last_received_date = greatest(c.last_received_date, excluded.last_received_date),
    unread_count = c.unread_count + excluded.unread_count;
END
$$;
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  study_ids integer[];
  dates timestamptz[];
  signs integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(study_volunteer_id), array_agg(study_id), array_agg(sent_date),
      array_agg(CASE WHEN status = 'UNREAD' THEN 1 ELSE 0 END)
    INTO ids, study_ids, dates, signs
    FROM new_rows WHERE NOT recipient_volunteer AND study_volunteer_id IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    -- A read marks: the unread count moves by the difference; the dates stay.
    SELECT array_agg(r.study_volunteer_id), array_agg(r.study_id), array_agg(r.sent_date), array_agg(r.sign)
    INTO ids, study_ids, dates, signs
    FROM (SELECT study_volunteer_id, study_id, sent_date, CASE WHEN status = 'UNREAD' THEN 1 ELSE 0 END AS sign
        FROM new_rows WHERE NOT recipient_volunteer AND study_volunteer_id IS NOT NULL
      UNION ALL
      SELECT study_volunteer_id, study_id, sent_date, CASE WHEN status = 'UNREAD' THEN -1 ELSE 0 END
        FROM old_rows WHERE NOT recipient_volunteer AND study_volunteer_id IS NOT NULL) r;
  ELSE
    -- Deletions (a conversation's participant removed, mostly by cascade): recounted from what is left.
    SELECT array_agg(DISTINCT study_volunteer_id) INTO ids
    FROM old_rows WHERE NOT recipient_volunteer AND study_volunteer_id IS NOT NULL;
    IF ids IS NOT NULL THEN
      DELETE FROM conversation_summaries c WHERE c.study_volunteer_id = ANY (ids);
      INSERT INTO conversation_summaries (study_volunteer_id, study_id, last_received_date, unread_count, visible)
      SELECT m.study_volunteer_id, min(m.study_id), max(m.sent_date), count(*) FILTER (WHERE m.status = 'UNREAD'),
        bool_and(u.enabled)
      FROM messages m JOIN study_volunteers sv ON sv.id = m.study_volunteer_id JOIN users u ON u.id = sv.user_id
      WHERE m.study_volunteer_id = ANY (ids) AND NOT m.recipient_volunteer
      GROUP BY m.study_volunteer_id;
    END IF;
    RETURN NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM conversation_summaries_apply(ids, study_ids, dates, signs);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_conversation_summaries_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_messages();
--> statement-breakpoint
CREATE TRIGGER messages_conversation_summaries_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_messages();
--> statement-breakpoint
CREATE TRIGGER messages_conversation_summaries_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION conversation_summaries_messages();
--> statement-breakpoint
CREATE INDEX conversation_summaries_study_idx ON conversation_summaries
  (study_id, last_received_date DESC, study_volunteer_id DESC) INCLUDE (unread_count) WHERE visible;
--> statement-breakpoint
-- The inbox's totals per study (all, unread only), kept beside the study's other counters.
CREATE FUNCTION add_conversation_totals(study_ids integer[], counted integer[], unread integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_statistics s SET conversation_count = s.conversation_count + d.n,
    unread_conversation_count = s.unread_conversation_count + d.u
  FROM (SELECT r.study_id, sum(r.n)::int AS n, sum(r.u)::int AS u
    FROM unnest(study_ids, counted, unread) AS r(study_id, n, u) GROUP BY r.study_id) d
  WHERE s.study_id = d.study_id AND (d.n, d.u) <> (0, 0);
END
$$;
--> statement-breakpoint
CREATE FUNCTION study_statistics_conversations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  study_ids integer[] := '{}';
  counted integer[] := '{}';
  unread integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(study_id), '{}'), coalesce(array_agg(visible::int), '{}'),
      coalesce(array_agg((visible AND unread_count > 0)::int), '{}')
    INTO study_ids, counted, unread FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT study_ids || coalesce(array_agg(study_id), '{}'), counted || coalesce(array_agg(-(visible::int)), '{}'),
      unread || coalesce(array_agg(-((visible AND unread_count > 0)::int)), '{}')
    INTO study_ids, counted, unread FROM old_rows;
  END IF;
  PERFORM add_conversation_totals(study_ids, counted, unread);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversation_summaries_statistics_insert AFTER INSERT ON conversation_summaries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_conversations();
--> statement-breakpoint
CREATE TRIGGER conversation_summaries_statistics_update AFTER UPDATE ON conversation_summaries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_conversations();
--> statement-breakpoint
CREATE TRIGGER conversation_summaries_statistics_delete AFTER DELETE ON conversation_summaries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_conversations();
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_summaries c SET visible = NEW.enabled
  FROM study_volunteers sv WHERE sv.user_id = NEW.id AND c.study_volunteer_id = sv.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_conversation_summaries_visibility AFTER UPDATE OF enabled ON users
  FOR EACH ROW WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled) EXECUTE FUNCTION conversation_summaries_visibility();
--> statement-breakpoint
INSERT INTO conversation_summaries (study_volunteer_id, study_id, last_received_date, unread_count, visible)
SELECT m.study_volunteer_id, min(m.study_id), max(m.sent_date), count(*) FILTER (WHERE m.status = 'UNREAD'),
  bool_and(u.enabled)
FROM messages m JOIN study_volunteers sv ON sv.id = m.study_volunteer_id JOIN users u ON u.id = sv.user_id
WHERE NOT m.recipient_volunteer
GROUP BY m.study_volunteer_id;
-- The backfill above went through the statistics triggers: the totals are counted too.
