-- Keeps each participant's message count on its study_volunteers row (issue 27): a conversation's window
-- is placed from the count (the last ten, or from the first unread), and counting the conversation's
-- messages on every read was a quarter of the read's work in PostgreSQL (~28 µs of ~105 for 500
-- messages). A message counts once it belongs to the conversation: sent in it, or the ask's note joined
-- to it at interest. Statement triggers for inserts and deletes (a bulk message writes 10,000 at once); a
-- row trigger for the rare update that moves a message, so that marking messages read costs nothing. Named
-- to fire before messages_note_team_messages and messages_statistics: the participants' rows are locked
-- before the study's statistics row, as every other writer does (migration 0054).
CREATE FUNCTION messages_count_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE study_volunteers sv SET message_count = sv.message_count + d.n
    FROM (SELECT n.study_volunteer_id AS id, count(*)::int AS n FROM new_rows n
      WHERE n.study_volunteer_id IS NOT NULL GROUP BY 1 ORDER BY 1) d
    WHERE sv.id = d.id;
  ELSE
    UPDATE study_volunteers sv SET message_count = sv.message_count - d.n
    FROM (SELECT o.study_volunteer_id AS id, count(*)::int AS n FROM old_rows o
      WHERE o.study_volunteer_id IS NOT NULL GROUP BY 1 ORDER BY 1) d
    WHERE sv.id = d.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_count_conversation_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_count_conversation();
--> statement-breakpoint
CREATE TRIGGER messages_count_conversation_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION messages_count_conversation();
--> statement-breakpoint
CREATE FUNCTION messages_move_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE study_volunteers SET message_count = message_count - 1 WHERE id = OLD.study_volunteer_id;
  UPDATE study_volunteers SET message_count = message_count + 1 WHERE id = NEW.study_volunteer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_count_conversation_update AFTER UPDATE OF study_volunteer_id ON messages
  FOR EACH ROW WHEN (OLD.study_volunteer_id IS DISTINCT FROM NEW.study_volunteer_id)
  EXECUTE FUNCTION messages_move_conversation();
--> statement-breakpoint
UPDATE study_volunteers sv SET message_count = d.n
FROM (SELECT m.study_volunteer_id AS id, count(*)::int AS n FROM messages m
  WHERE m.study_volunteer_id IS NOT NULL GROUP BY 1) d
WHERE sv.id = d.id;
