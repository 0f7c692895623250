-- Each message keeps its JSON as a conversation reads it: its own fields, not its participant's (which a
-- window answers from the participant's row), nor its sender's names or its attachments (a user renamed,
-- an attachment retitled: they change without the message). A conversation's window then joins ten texts
-- instead of writing ~70 JSON values, for each of which PostgreSQL looked the value's type up again (with
-- the per-message look-ups it replaces, a quarter of the read's work in PostgreSQL; issue 27). Written
-- from the row's own columns on every insert and on every update that sets one of them, the attachments'
-- flag that migration 0062's trigger sets included. BEFORE row triggers fire in name order: this one comes
-- after the unread counts' (messages_count_unread_*), which change no column of the row. The names, types
-- and units are the contract's Message's, as read-conversation.ts reads them; a test holds the two together.
CREATE FUNCTION message_row_json(m messages) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object('id', m.id, 'fromUserId', m.from_user_id, 'body', m.body,
    'sentDate', round(extract(epoch from m.sent_date) * 1000)::float8,
    'recipientVolunteer', m.recipient_volunteer, 'status', m.status,
    'hasAttachments', m.has_attachments)::text
$$;
--> statement-breakpoint
CREATE FUNCTION messages_row_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_json := message_row_json(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_row_json BEFORE INSERT OR UPDATE OF id, from_user_id, body, sent_date,
  recipient_volunteer, status, has_attachments ON messages FOR EACH ROW EXECUTE FUNCTION messages_row_json();
--> statement-breakpoint
UPDATE messages m SET row_json = message_row_json(m);
