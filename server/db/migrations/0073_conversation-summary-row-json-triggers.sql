-- Each conversation of the inbox keeps its JSON as the inbox answers it: a page then joins ten texts
-- instead of writing ~60 JSON values, for each of which PostgreSQL looked the value's type up again (29% of
-- the inbox's statement with the session's; issue 27). The volunteer's names come from the participant's
-- row, which keeps the account's (migration 0054). Written on every insert of a summary and every update
-- that sets what it shows (the messages' triggers, migration 0024), and again when the participant's names
-- change. The names, types and units are the contract's ConversationSummary; a test holds the two together.
CREATE FUNCTION conversation_summary_row_json(c conversation_summaries) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('studyVolunteerId', c.study_volunteer_id,
    'firstName', coalesce(sv.volunteer_first_name, ''), 'lastName', coalesce(sv.volunteer_last_name, ''),
    'unreadMessageCount', c.unread_count,
    'lastReceivedDate', round(extract(epoch from c.last_received_date) * 1000)::float8)::text
  FROM study_volunteers sv WHERE sv.id = c.study_volunteer_id
$$;
--> statement-breakpoint
CREATE FUNCTION conversation_summaries_row_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_json := conversation_summary_row_json(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversation_summaries_row_json BEFORE INSERT OR UPDATE OF study_volunteer_id, unread_count,
  last_received_date ON conversation_summaries FOR EACH ROW EXECUTE FUNCTION conversation_summaries_row_json();
--> statement-breakpoint
CREATE FUNCTION study_volunteers_conversation_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_summaries c SET row_json = conversation_summary_row_json(c)
  WHERE c.study_volunteer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Without a column list: the names also change when a row's account does (user_id, whose BEFORE trigger
-- copies the account's names), which an UPDATE OF the names would not see.
CREATE TRIGGER study_volunteers_conversation_names AFTER UPDATE ON study_volunteers FOR EACH ROW
  WHEN (OLD.volunteer_first_name IS DISTINCT FROM NEW.volunteer_first_name
    OR OLD.volunteer_last_name IS DISTINCT FROM NEW.volunteer_last_name)
  EXECUTE FUNCTION study_volunteers_conversation_names();
--> statement-breakpoint
UPDATE conversation_summaries c SET row_json = conversation_summary_row_json(c);
