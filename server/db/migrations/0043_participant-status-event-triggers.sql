-- Status events (issue 29): statement-level triggers with transition tables write one event per changed
-- row of either list, set-based, so that the matcher's writes of tens of thousands of rows stay one
-- INSERT ... SELECT each. An event's time is the row's own (its timestamp, interest date, status date).
CREATE OR REPLACE FUNCTION matched_participants_inserted_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
  SELECT n.study_id, n.user_id, 'MATCHED', NULL, n.status, n.timestamp, n.acted_by_user_id FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_inserted_events AFTER INSERT ON matched_participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION matched_participants_inserted_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matched_participants_updated_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
  SELECT n.study_id, n.user_id, 'MATCHED', o.status, n.status, n.timestamp, n.acted_by_user_id
  FROM old_rows o JOIN new_rows n ON n.study_id = o.study_id AND n.user_id = o.user_id
  WHERE n.status IS DISTINCT FROM o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_updated_events AFTER UPDATE ON matched_participants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION matched_participants_updated_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION matched_participants_deleted_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
  SELECT o.study_id, o.user_id, 'MATCHED', o.status, NULL, now(), NULL FROM old_rows o;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER matched_participants_deleted_events AFTER DELETE ON matched_participants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION matched_participants_deleted_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_volunteers_inserted_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
  SELECT n.study_id, n.user_id, 'INTERESTED', NULL, n.status, n.show_interest_date, n.user_id FROM new_rows n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_inserted_events AFTER INSERT ON study_volunteers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION study_volunteers_inserted_events();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_volunteers_updated_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
  SELECT n.study_id, n.user_id, 'INTERESTED', o.status, n.status, coalesce(n.status_updated_at, now()),
    n.status_updated_by_user_id
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE n.status IS DISTINCT FROM o.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_volunteers_updated_events AFTER UPDATE ON study_volunteers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION study_volunteers_updated_events();
--> statement-breakpoint
-- The events of a deleted study or user go with it; this runs after the lists' own clean-up (trigger
-- names sort after theirs), which writes the last events of the rows it removes.
CREATE OR REPLACE FUNCTION participant_status_events_study_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM participant_status_events WHERE study_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER studies_participant_status_events_cleanup AFTER DELETE ON studies
  FOR EACH ROW EXECUTE FUNCTION participant_status_events_study_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION participant_status_events_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM participant_status_events WHERE user_id = OLD.id;
  UPDATE participant_status_events SET by_user_id = NULL WHERE by_user_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_participant_status_events_cleanup AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION participant_status_events_user_deleted();
--> statement-breakpoint
-- What the lists hold today becomes each participant's first events.
INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
SELECT study_id, user_id, 'MATCHED', NULL, status, timestamp, acted_by_user_id FROM matched_participants;
--> statement-breakpoint
INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
SELECT study_id, user_id, 'INTERESTED', NULL, 'NEW', show_interest_date, user_id FROM study_volunteers;
--> statement-breakpoint
INSERT INTO participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
SELECT study_id, user_id, 'INTERESTED', 'NEW', status, coalesce(status_updated_at, show_interest_date), NULL
FROM study_volunteers WHERE status <> 'NEW';
