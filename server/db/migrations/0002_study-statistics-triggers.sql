-- Keeps study_statistics in step with the rows it counts (docs/decisions/006-study-statistics.md).
-- Statement-level triggers with transition tables: one UPDATE per statement, whatever its row count.
CREATE FUNCTION study_statistics_init() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO study_statistics (study_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studies_statistics_init AFTER INSERT ON studies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_init();
--> statement-breakpoint
INSERT INTO study_statistics (study_id) SELECT id FROM studies ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION study_statistics_study_volunteers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE study_statistics s SET new_interested_count = s.new_interested_count + d.n
    FROM (SELECT study_id, count(*)::int AS n FROM new_rows WHERE status = 'NEW' GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE study_statistics s SET new_interested_count = s.new_interested_count - d.n
    FROM (SELECT study_id, count(*)::int AS n FROM old_rows WHERE status = 'NEW' GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_statistics_insert AFTER INSERT ON study_volunteers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_study_volunteers();
--> statement-breakpoint
CREATE TRIGGER study_volunteers_statistics_update AFTER UPDATE ON study_volunteers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_study_volunteers();
--> statement-breakpoint
CREATE TRIGGER study_volunteers_statistics_delete AFTER DELETE ON study_volunteers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_study_volunteers();
--> statement-breakpoint
UPDATE study_statistics s SET new_interested_count = d.n
FROM (SELECT study_id, count(*)::int AS n FROM study_volunteers WHERE status = 'NEW' GROUP BY study_id) d
WHERE s.study_id = d.study_id;
--> statement-breakpoint
CREATE FUNCTION study_statistics_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE study_statistics s SET unread_message_count = s.unread_message_count + d.n
    FROM (SELECT study_id, count(*)::int AS n FROM new_rows WHERE status = 'UNREAD' AND NOT recipient_volunteer AND study_volunteer_id IS NOT NULL GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE study_statistics s SET unread_message_count = s.unread_message_count - d.n
    FROM (SELECT study_id, count(*)::int AS n FROM old_rows WHERE status = 'UNREAD' AND NOT recipient_volunteer AND study_volunteer_id IS NOT NULL GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_statistics_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_messages();
--> statement-breakpoint
CREATE TRIGGER messages_statistics_update AFTER UPDATE ON messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_messages();
--> statement-breakpoint
CREATE TRIGGER messages_statistics_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_messages();
--> statement-breakpoint
UPDATE study_statistics s SET unread_message_count = d.n
FROM (SELECT study_id, count(*)::int AS n FROM messages WHERE status = 'UNREAD' AND NOT recipient_volunteer AND study_volunteer_id IS NOT NULL GROUP BY study_id) d
WHERE s.study_id = d.study_id;
--> statement-breakpoint
CREATE FUNCTION study_statistics_matched_participants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE study_statistics s SET matched_count = s.matched_count + d.n
    FROM (SELECT study_id, count(*)::int AS n FROM new_rows WHERE status IN ('EXACT', 'PARTIAL') GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE study_statistics s SET matched_count = s.matched_count - d.n
    FROM (SELECT study_id, count(*)::int AS n FROM old_rows WHERE status IN ('EXACT', 'PARTIAL') GROUP BY study_id) d
    WHERE s.study_id = d.study_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_statistics_insert AFTER INSERT ON matched_participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_matched_participants();
--> statement-breakpoint
CREATE TRIGGER matched_participants_statistics_update AFTER UPDATE ON matched_participants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_matched_participants();
--> statement-breakpoint
CREATE TRIGGER matched_participants_statistics_delete AFTER DELETE ON matched_participants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION study_statistics_matched_participants();
--> statement-breakpoint
UPDATE study_statistics s SET matched_count = d.n
FROM (SELECT study_id, count(*)::int AS n FROM matched_participants WHERE status IN ('EXACT', 'PARTIAL') GROUP BY study_id) d
WHERE s.study_id = d.study_id;
